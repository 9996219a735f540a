import path from 'node:path';
import {
  formatBytes,
  kindOfMime,
  uploadUri,
  type UploadCreated,
  type UploadKind,
} from '../../../../common/api/drive.js';
import { driveLimits } from '../../../../common/limits.js';
import { requireAccountType } from '../../../auth/permissions.js';
import type { Principal } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import type { Drive } from '../drive-deps.js';
import { folderFor } from '../folders.js';

/** Where an upload goes and what it declares: its folder's name, its type and file name. */
export type UploadInput = { directory: string; mime: string; name: string | undefined };

/** The kind of file an upload of `mime` holds, once the caller is one who may upload. */
export function uploadKind(principal: Principal, mime: string): UploadKind | undefined {
  requireAccountType(principal, 'Partner', 'Production', 'Admin');
  return kindOfMime(mime);
}

/** The user's file name, kept as metadata: no path, no control characters, at most 255 long. */
function cleanFileName(raw: string | undefined): string {
  const base = path.posix.basename((raw ?? '').replace(/\\/g, '/'));
  const clean = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, driveLimits.fileNameMax);
  return clean === '' || clean === '.' || clean === '..' ? 'upload' : clean;
}

/** Refuses a file larger than the limit of its kind. */
export function checkSize(maxBytes: Record<UploadKind, number>, kind: UploadKind, size: number) {
  const limit = maxBytes[kind];
  if (size > limit) throw new AppError('file_too_large', { limit: formatBytes(limit), kind });
}

/**
 * The bytes the open uploads may still write: each one's declared size less what is stored. The
 * space is promised to them at creation, so uploads created together cannot each count the same
 * free space.
 */
async function promisedBytes(drive: Drive, except?: string): Promise<number> {
  let promised = 0;
  for (const upload of await drive.repo.openUploads()) {
    if (upload.stored_name === except) continue;
    const stored = (await drive.storage.size(upload.stored_name)) ?? 0;
    promised += Math.max(0, upload.size - stored);
  }
  return promised;
}

/**
 * Refuses (507) `bytes` more of uploads that, with what the other open uploads may still write,
 * would leave less than the reserve free on the storage's volume, so a full disk never takes the
 * database, logins and deletes down with it. Checked when an upload is created (`bytes` its size)
 * and again before each PATCH writes (`bytes` what is left of it, `uploading` its name), since
 * anything else may have used the space meanwhile. Object storage, which reports no free space,
 * has no such limit here.
 */
export async function requireRoom(drive: Drive, bytes: number, uploading?: string): Promise<void> {
  const free = await drive.storage.freeBytes();
  if (free === undefined) return;
  const reserve = drive.reserveBytes ?? 0;
  const promised = await promisedBytes(drive, uploading);
  if (bytes + promised <= free - reserve) return;
  drive.log.warn({ bytes, promised, free, reserve }, 'upload refused: not enough free disk space');
  throw new AppError('insufficient_storage');
}

/**
 * Records the caller's upload `id` in their folder named `directory` (made when missing) and
 * answers it: finished when its SHA-256 is already known (a whole upload), uploading otherwise.
 */
export async function recordUpload(
  drive: Drive,
  principal: Principal,
  input: UploadInput & { id: string; kind: UploadKind; size: number; sha256: string | null },
): Promise<UploadCreated> {
  const { id } = input;
  const folder = await folderFor(drive, drive.repo, principal.uid, input.directory);
  const name = cleanFileName(input.name);
  const time = drive.now().toISOString();
  const state = input.sha256 === null ? 'uploading' : 'finished';
  await drive.repo.insertFile({
    id,
    folder_id: folder.id,
    uploader_id: principal.uid,
    original_name: name,
    stored_name: id,
    mime: input.mime,
    kind: input.kind,
    size: input.size,
    sha256: input.sha256,
    state,
    paused: 0,
    layer: 1,
    order_id: null,
    created_at: time,
    finished_at: state === 'finished' ? time : null,
  });
  return { uri: uploadUri(folder.name, id), upload_id: id, folderId: folder.id, name, state };
}
