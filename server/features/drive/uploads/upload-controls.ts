import type { UploadProgress } from '../../../../common/api/drive.js';
import { driveLimits } from '../../../../common/limits.js';
import { isAdmin } from '../../../auth/permissions.js';
import type { Principal } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import type { Drive } from '../drive-deps.js';
import { controlledFile } from '../file-guards.js';
import { discardFile, progressOf } from './finish-upload.js';

/** docs/product.md §7 progress: percent of the bytes stored, and whether the upload is paused. */
export async function uploadProgress(
  drive: Drive,
  principal: Principal,
  id: string,
): Promise<UploadProgress> {
  return progressOf(drive, await controlledFile(drive, principal, id));
}

/** Pauses an upload: the request in flight is cut, every byte received so far is kept. */
export async function pauseUpload(
  drive: Drive,
  principal: Principal,
  id: string,
): Promise<UploadProgress> {
  const file = await controlledFile(drive, principal, id);
  if (file.state === 'finished') throw new AppError('upload_finished');
  await drive.repo.updateFile(id, { paused: 1 });
  drive.sessions.interrupt(id);
  return progressOf(drive, { ...file, paused: 1 });
}

/** Resumes a paused upload; the client then continues from the last byte stored. */
export async function resumeUpload(
  drive: Drive,
  principal: Principal,
  id: string,
): Promise<UploadProgress> {
  const file = await controlledFile(drive, principal, id);
  if (file.paused === 1) await drive.repo.updateFile(id, { paused: 0 });
  return progressOf(drive, { ...file, paused: 0 });
}

/**
 * Cancel (docs/product.md §7) and remove: deletes the partial or finished file and its record. A file
 * that belongs to an order stays, unless an Admin removes it.
 */
export async function removeUpload(drive: Drive, principal: Principal, id: string): Promise<void> {
  // An upload refused on its first bytes is deleted already: for its uploader, cancelling or
  // removing it succeeds (what they asked for is true), rather than repeating the refusal.
  const refusal = drive.sessions.refusalOf(id);
  if (refusal && (refusal.uploaderId === principal.uid || isAdmin(principal)))
    if (!(await drive.repo.findFile(id))) return;
  const file = await controlledFile(drive, principal, id);
  if (file.order_id !== null && !isAdmin(principal)) throw new AppError('file_in_use');
  await discardFile(drive, file);
  if (file.uploader_id !== principal.uid)
    await drive.repo.audit({
      actorId: principal.uid,
      action: 'drive.file_removed',
      subject: { type: 'file', id: file.id },
      before: { name: file.original_name, uploader: file.uploader_id, order: file.order_id },
      at: drive.now().toISOString(),
    });
}

/** Deletes uploads left unfinished for `staleUploadDays`, bytes and record; returns how many. */
export async function pruneStaleUploads(drive: Drive): Promise<number> {
  const before = new Date(drive.now().getTime() - driveLimits.staleUploadDays * 86_400_000);
  const stale = await drive.repo.unfinishedBefore(before.toISOString());
  for (const file of stale) await discardFile(drive, file);
  if (stale.length > 0) drive.log.info({ count: stale.length }, 'pruned stale uploads');
  return stale.length;
}
