import type { VideoFactsReader } from '../../integrations/google/youtube-videos.js';
import type { GamesNotifier } from './games-notifier.js';
import type { GamesRepository } from './games.repository.js';
import type { Clock } from '../../clock.js';

/** What the games use cases need. */
export type GamesDeps = {
  repo: GamesRepository;
  now: Clock;
  /** Titles, channels and views of promotion videos for the review. */
  videos: VideoFactsReader;
  /** Tells partners of decisions and closes. */
  notifier: GamesNotifier;
  log: { warn(obj: object, msg: string): void };
};

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
