import type { PublishingJob } from '../features/publishing/publishing.public.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * Sends queued YouTube uploads, and resumes those whose instance stopped (its lease ran out), every
 * 10 seconds; a publish also starts a run at once. Several instances may run it: each publication
 * is held by one lease at a time. Returns the stop function.
 */
export function schedulePublishing(publishing: PublishingJob, log: JobLog): () => void {
  return repeat(() => publishing.run(), {
    job: 'youtube-publishing',
    everyMs: 10_000,
    firstAfterMs: 10_000,
    log,
    failure: 'sending youtube uploads failed',
  });
}
