import { youtubeCallbackPath } from '../../../common/api/youtube.js';
import type { GoogleChoice } from '../../integrations/google/choose-client.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import type { YoutubeRepository } from './youtube.repository.js';
import type { Clock } from '../../clock.js';

/** What the eligibility check needs from the outside world. */
export type YoutubeDeps = {
  repo: YoutubeRepository;
  google: GoogleChoice;
  limiter: RateLimiter;
  /** The site's public address: Google sends the browser back to PUBLIC_URL + the callback. */
  publicUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now: Clock;
};

/** Where Google sends the browser back after the consent page. */
export function redirectUriOf(deps: Pick<YoutubeDeps, 'publicUrl'>): string {
  return `${deps.publicUrl}${youtubeCallbackPath}`;
}

/** `n` minutes after `at` (before, when negative), as an ISO time. */
export function minutes(at: Date, n: number): string {
  return new Date(at.getTime() + n * 60_000).toISOString();
}
