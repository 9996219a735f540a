import type { DriveService } from '../features/drive/drive.service.js';

/**
 * Deletes uploads abandoned for a week, bytes and record, once an hour. The first run waits a
 * minute so start-up (and short-lived test apps) are not slowed by it. Returns the stop function.
 */
export function scheduleUploadPruning(
  drive: Pick<DriveService, 'pruneStaleUploads'>,
  log: { error(obj: object, msg: string): void },
): () => void {
  const run = () =>
    void drive
      .pruneStaleUploads()
      .catch((err: unknown) => log.error({ err }, 'pruning stale uploads failed'));
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, 3_600_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
