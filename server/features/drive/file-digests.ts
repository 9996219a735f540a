import { StoredBytesMissing } from '../../integrations/storage/file-storage.js';
import { coalescedRuns } from '../../jobs/coalesced-runs.js';
import type { DriveDeps } from './drive-deps.js';

type DigestDeps = Pick<DriveDeps, 'repo' | 'storage' | 'log'>;

// A finished upload's SHA-256 is computed here, after the upload answered, not while its bytes
// stream in (decision 036): on a machine where the upload is CPU-bound, hashing on the request
// path held the upload back. The digest is for integrity only (listings show it, downloads use
// it as ETag); a file is finished and usable before it has one.

/** Files hashed per batch; a run takes batches until none is left. */
const perBatch = 8;

/**
 * Computes the SHA-256 of every finished file that lacks one. Safe on several instances at
 * once: each records a digest only where none is yet, and equal bytes give the equal digest.
 * Answers how many digests this run recorded.
 */
export async function digestPendingFiles(drive: DigestDeps): Promise<number> {
  let recorded = 0;
  const failed = new Set<string>();
  for (;;) {
    const pending = (await drive.repo.filesAwaitingDigest(perBatch + failed.size)).filter(
      (f) => !failed.has(f.id),
    );
    if (pending.length === 0) return recorded;
    for (const file of pending) {
      try {
        const sha256 = await drive.storage.sha256(file.stored_name);
        if (await drive.repo.recordDigest(file.id, sha256)) recorded += 1;
      } catch (err) {
        // Bytes removed meanwhile (the file was deleted) or unreadable now: the next run retries.
        failed.add(file.id);
        const missing =
          err instanceof StoredBytesMissing || (err as { code?: unknown }).code === 'ENOENT';
        if (!missing) drive.log.warn({ err, fileId: file.id }, 'hashing a stored file failed');
      }
    }
  }
}

/** One digest run at a time per instance; a kick during a run asks for one more run after it. */
export function fileDigests(drive: DigestDeps) {
  const runOnce = coalescedRuns(() => digestPendingFiles(drive));
  return {
    runOnce,
    /** Starts a run after an upload finished; never blocks or fails the upload. */
    kick(): void {
      runOnce().catch((err: unknown) => drive.log.warn({ err }, 'the file digest job failed'));
    },
  };
}

export type FileDigests = ReturnType<typeof fileDigests>;
