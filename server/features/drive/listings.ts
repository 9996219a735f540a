import type { DriveFile, FileContents } from '../../../common/api/drive.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { Drive } from './drive-deps.js';
import { draftExpiry } from './draft-folders.js';
import type { FileRow } from './drive.repository.js';
import { accessToAll, layerOf, readableFileRow } from './file-guards.js';

type OrderLabels = Record<string, { title: string; version: number; chain: string }>;

function toDriveFile(file: FileRow, control: boolean, labels: OrderLabels): DriveFile {
  const order = file.order_id ? labels[file.order_id] : undefined;
  return {
    id: file.id,
    name: file.original_name,
    mime: file.mime,
    kind: file.kind,
    size: file.size,
    sha256: file.sha256,
    state: file.state === 'finished' ? 'finished' : file.paused ? 'paused' : 'uploading',
    createdTime: file.created_at,
    finishedTime: file.finished_at,
    layer: layerOf(file),
    orderId: file.order_id,
    orderTitle: order?.title ?? null,
    folderId: file.folder_id,
    folderName: file.folder_name,
    uploader: { uid: file.uploader_id, name: file.uploader_name },
    canControl: control,
    folderOwnerId: file.folder_owner_id,
    folderTitle: file.folder_title,
    draftExpiresAt: draftExpiry(file.folder_draft_at),
    orderVersion: order?.version ?? null,
    orderChain: order?.chain ?? null,
  };
}

/** The headings, versions and chains of the orders the files belong to. */
async function titlesFor(drive: Drive, files: FileRow[]): Promise<OrderLabels> {
  const ids = [...new Set(files.map((f) => f.order_id).filter((id): id is string => !!id))];
  return ids.length > 0 ? drive.access.orderLabels(ids) : {};
}

/** docs/product.md §7: `{files: [raw footage, deliveries]}` of a folder, as far as the caller may see. */
export async function fileContents(
  drive: Drive,
  principal: Principal,
  folderId: string,
  layers: number,
): Promise<FileContents> {
  const folder = await drive.repo.findFolderById(folderId);
  if (!folder) throw new AppError('not_found');
  const rows = await drive.repo.listFolder(folderId);
  const visible = (await accessToAll(drive, principal, rows)).filter((access) => access.read);
  // A folder the caller has no part in does not exist for them.
  if (folder.owner_id !== principal.uid && !isAdmin(principal) && visible.length === 0)
    throw new AppError('not_found');
  const titles = await titlesFor(
    drive,
    visible.map((v) => v.file),
  );
  const layer = (n: number) =>
    visible.filter((v) => layerOf(v.file) === n).map((v) => toDriveFile(v.file, v.control, titles));
  return { files: layers === 1 ? [layer(1)] : [layer(1), layer(2)] };
}

/** The File Manager: every finished file the caller may read, and their own unfinished uploads. */
export async function listFiles(drive: Drive, principal: Principal): Promise<DriveFile[]> {
  const orderIds = await drive.access.visibleOrderIds(principal);
  const rows = await drive.repo.listReachable({
    everything: isAdmin(principal),
    uid: principal.uid,
    orderIds,
  });
  const shown = (await accessToAll(drive, principal, rows)).filter(
    ({ file, read }) => read || (file.state !== 'finished' && file.uploader_id === principal.uid),
  );
  const titles = await titlesFor(
    drive,
    shown.map((s) => s.file),
  );
  return shown.map((s) => toDriveFile(s.file, s.control, titles));
}

/**
 * A finished file as the caller may see it, or 404: for features that act on one file (the
 * Orders feature's revision requests), through the same access rule as downloads.
 */
export async function readableFile(
  drive: Drive,
  principal: Principal,
  fileId: string,
): Promise<DriveFile> {
  const { file, control } = await readableFileRow(drive, principal, fileId, false);
  return toDriveFile(file, control, await titlesFor(drive, [file]));
}
