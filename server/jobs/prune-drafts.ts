import type { StaleDrafts } from '../features/drive/drive.public.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * Removes the order form's drafts nobody ordered for a week, files and folder, once an hour.
 * Several instances may run it at once: each file is taken by one conditional delete. The first
 * run waits two minutes so start-up (and short-lived test apps) are not slowed by it. Returns
 * the stop function.
 */
export function scheduleDraftPruning(drive: StaleDrafts, log: JobLog): () => void {
  return repeat(() => drive.pruneDrafts(), {
    job: 'prune-drafts',
    everyMs: 3_600_000,
    firstAfterMs: 120_000,
    log,
    failure: 'removing drafts nobody ordered failed',
  });
}
