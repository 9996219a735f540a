import type { PublishingJob } from '../features/publishing/publishing.public.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * Sends queued YouTube uploads, and resumes those whose instance stopped (its lease ran out), every
 * 10 seconds, or twice per lease when that is shorter; a publish also starts a run at once. Several
 * instances may run it: each publication is held by one lease at a time. Returns the stop function.
 */
export function schedulePublishing(
  publishing: PublishingJob,
  log: JobLog,
  leaseMs: number,
): () => void {
  const everyMs = Math.min(10_000, leaseMs / 2);
  return repeat(() => publishing.run(), {
    job: 'youtube-publishing',
    everyMs,
    firstAfterMs: everyMs,
    log,
    failure: 'sending youtube uploads failed',
  });
}

/**
 * Reads the day's figures of every video published in the last 28 days, once an hour (a day's row
 * is written once, so later runs of the same day only catch what failed). Returns the stop function.
 */
export function scheduleFigureReads(publishing: PublishingJob, log: JobLog): () => void {
  return repeat(() => publishing.readFigures(), {
    job: 'youtube-figures',
    everyMs: 3_600_000,
    firstAfterMs: 60_000,
    log,
    failure: 'reading youtube figures failed',
  });
}
