import type { UploadProgress } from '../../../../common/api/drive.js';
import { AppError } from '../../../errors.js';
import { headBytes } from '../../../integrations/storage/file-storage.js';
import type { Drive } from '../drive-deps.js';
import type { FileRow } from '../drive.repository.js';
import { detectFileType } from '../file-types.js';

/** Deletes an upload, finished or not: its request in flight, its record and its bytes. */
export async function discardFile(drive: Drive, file: FileRow): Promise<void> {
  drive.sessions.interrupt(file.id);
  await drive.repo.deleteFile(file.id);
  await drive.storage.remove(file.stored_name);
}

/**
 * Marks an upload finished once all its bytes are stored: checks its first bytes once more
 * (the one gate no stored file skips). Its SHA-256 is recorded when the store hashed the bytes
 * as they passed (S3); otherwise the digest job computes it after the answer (decision 036).
 */
export async function completeUpload(drive: Drive, id: string): Promise<void> {
  const { repo, storage } = drive;
  const file = await repo.findFile(id);
  if (!file || file.state === 'finished') return;
  const size = await storage.size(file.stored_name);
  if (size !== file.size) return;
  const detected = detectFileType(await storage.head(file.stored_name, headBytes));
  if (!detected || detected.kind !== file.kind) {
    const error = new AppError('unsupported_file_type', { kind: file.kind });
    drive.sessions.remember(file, error);
    await discardFile(drive, file);
    throw error;
  }
  const sha256 = drive.tus.store.takeDigest(file.stored_name, size) ?? null;
  if (detected.mime !== file.mime) await repo.updateFile(id, { mime: detected.mime });
  await repo.markFinished(id, { sha256, size, finished_at: drive.now().toISOString() });
  if (sha256 === null) drive.digests.kick();
  drive.onFinished?.({ id, kind: file.kind });
}

/** docs/product.md §7 progress of an upload; finishes one whose bytes are all stored. */
export async function progressOf(drive: Drive, file: FileRow): Promise<UploadProgress> {
  if (file.state === 'finished')
    return {
      uploadProgress: 100,
      paused: false,
      state: 'finished',
      bytesReceived: file.size,
      size: file.size,
    };
  const received = (await drive.storage.size(file.stored_name)) ?? 0;
  if (received >= file.size) {
    // Every byte is there but the finish step was missed (a crash, a lost answer): do it now.
    await completeUpload(drive, file.id);
    const done = await drive.repo.findFile(file.id);
    if (done) return progressOf(drive, done);
    throw new AppError('not_found');
  }
  return {
    uploadProgress: Math.min(99, Math.floor((received / file.size) * 100)),
    paused: file.paused === 1,
    state: file.paused === 1 ? 'paused' : 'uploading',
    bytesReceived: received,
    size: file.size,
  };
}
