import type { FileDigestJob, StaleUploads } from '../features/drive/drive.public.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * Deletes uploads abandoned for a week, bytes and record, once an hour. The first run waits a
 * minute so start-up (and short-lived test apps) are not slowed by it. Returns the stop function.
 */
export function scheduleUploadPruning(drive: StaleUploads, log: JobLog): () => void {
  return repeat(() => drive.pruneStaleUploads(), {
    job: 'prune-stale-uploads',
    everyMs: 3_600_000,
    firstAfterMs: 60_000,
    log,
    failure: 'pruning stale uploads failed',
  });
}

/**
 * Computes missing SHA-256 digests every 10 minutes, after a first run at 30 s: a finished
 * upload kicks the job itself, so this only catches files an instance stopped before hashing.
 */
export function scheduleFileDigests(drive: FileDigestJob, log: JobLog) {
  return repeat(() => drive.digestFiles(), {
    job: 'file-digests',
    everyMs: 600_000,
    firstAfterMs: 30_000,
    log,
    failure: 'the file digest job failed',
  });
}
