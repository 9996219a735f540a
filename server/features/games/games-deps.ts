import type { VideoFactsReader } from '../../integrations/google/youtube-videos.js';
import type { GamesNotifier } from './games-notifier.js';
import type { GamesRepository } from './games.repository.js';

/** What the games use cases need. */
export type GamesDeps = {
  repo: GamesRepository;
  now?: () => Date;
  /** Titles, channels and views of promotion videos for the review. */
  videos: VideoFactsReader;
  /** Tells partners of decisions and closes. */
  notifier: GamesNotifier;
  log: { warn(obj: object, msg: string): void };
};

/** The current time by the deps' clock (the wall clock when none is given). */
export function nowOf(deps: Pick<GamesDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
