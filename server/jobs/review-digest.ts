import { repeat, type JobLog } from './repeat.js';

/**
 * Every 30 seconds, sends the review notes whose digest window has closed, one message per
 * author's notes on a version (docs/review.md). Safe on several instances: each note is claimed
 * into one message by a conditional update. Returns the stop function.
 */
export function scheduleReviewDigest(
  review: { runNoteDigest(): Promise<unknown> },
  log: JobLog,
): () => void {
  return repeat(() => review.runNoteDigest(), {
    job: 'review-digest',
    everyMs: 30_000,
    firstAfterMs: 10_000,
    log,
    failure: 'the review note digest failed',
  });
}
