import type { FileLayer } from '../../../common/api/drive.js';
import type { FileFacts } from '../../access/access.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { Drive } from './drive-deps.js';
import type { FileRow } from './drive.repository.js';

/** What the caller may do with a file: control it as its uploader or an Admin, read it. */
export type FileAccess = { file: FileRow; control: boolean; read: boolean };

/** A file's layer: 2 for a delivery, 1 (raw footage) for anything else. */
export function layerOf(file: FileRow): FileLayer {
  return file.layer === 2 ? 2 : 1;
}

function controls(principal: Principal, file: FileRow): boolean {
  return file.uploader_id === principal.uid || isAdmin(principal);
}

/** What the access rules are told about a file. */
export function factsOf(file: FileRow): FileFacts {
  return {
    id: file.id,
    folderOwnerId: file.folder_owner_id,
    uploaderId: file.uploader_id,
    orderId: file.order_id,
  };
}

/**
 * THE access rule of the drive. The uploader and Admins control an upload (progress, pause,
 * resume, cancel, remove). A finished file may be read and downloaded by them, by the owner of
 * its folder, and by everyone who sees its order (server/access), asked once about all the
 * files that need it.
 */
export async function accessToAll(
  drive: Drive,
  principal: Principal,
  files: readonly FileRow[],
): Promise<FileAccess[]> {
  const ownRead = (file: FileRow) =>
    controls(principal, file) || file.folder_owner_id === principal.uid;
  const ask = files.filter((file) => file.state === 'finished' && !ownRead(file));
  const vouched =
    ask.length > 0
      ? await drive.access.readableFileIds(principal, ask.map(factsOf))
      : new Set<string>();
  return files.map((file) => ({
    file,
    control: controls(principal, file),
    read: file.state === 'finished' && (ownRead(file) || vouched.has(file.id)),
  }));
}

async function accessTo(drive: Drive, principal: Principal, file: FileRow): Promise<FileAccess> {
  const [access = { file, control: false, read: false }] = await accessToAll(drive, principal, [
    file,
  ]);
  return access;
}

/** The upload if the caller controls it; otherwise 404, so ids of others reveal nothing. */
export async function controlledFile(
  drive: Drive,
  principal: Principal,
  id: string,
): Promise<FileRow> {
  const file = await drive.repo.findFile(id);
  if (!file) {
    const refusal = drive.sessions.refusalOf(id);
    if (refusal && (refusal.uploaderId === principal.uid || isAdmin(principal)))
      throw refusal.error;
    throw new AppError('not_found');
  }
  if (!(await accessTo(drive, principal, file)).control) throw new AppError('not_found');
  return file;
}

/**
 * The file if the caller may read it; otherwise 404, except that its controller learns an
 * unfinished upload is unfinished when `tellUnfinished` is set.
 */
export async function readableFileRow(
  drive: Drive,
  principal: Principal,
  id: string,
  tellUnfinished: boolean,
): Promise<{ file: FileRow; control: boolean }> {
  const file = await drive.repo.findFile(id);
  if (!file) throw new AppError('not_found');
  const { read, control } = await accessTo(drive, principal, file);
  if (!read) throw new AppError(control && tellUnfinished ? 'upload_unfinished' : 'not_found');
  return { file, control };
}
