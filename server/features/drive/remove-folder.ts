import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { Drive } from './drive-deps.js';
import { discardFile } from './uploads/finish-upload.js';

/**
 * One of the caller's folders as its deletion would find it: its files and the orders they
 * belong to. Someone else's folder answers 404 like an unknown one; a folder an order in
 * progress keeps files in is refused (folder_in_use).
 */
async function removableFolder(drive: Drive, principal: Principal, folderId: string) {
  const folder = await drive.repo.findFolderById(folderId);
  if (!folder || folder.owner_id !== principal.uid) throw new AppError('not_found');
  const files = await drive.repo.filesIn(folderId);
  const fileOrders = [...new Set(files.flatMap((f) => (f.order_id ? [f.order_id] : [])))];
  const orders = await drive.access.ordersAt(folderId, fileOrders);
  if (orders.some((order) => order.active)) throw new AppError('folder_in_use');
  return { files, orders };
}

/**
 * Whether the caller may delete the folder now, by the same rule as the deletion, deleting
 * nothing: the page asks it before "This cannot be undone", so a refusal is said first.
 */
export async function checkFolderRemoval(
  drive: Drive,
  principal: Principal,
  folderId: string,
): Promise<{ files: number }> {
  const { files } = await removableFolder(drive, principal, folderId);
  return { files: files.length };
}

/**
 * Deletes one of the caller's folders with every file in it, bytes and records. Refused
 * (folder_in_use, nothing deleted) while an order in progress keeps files there; someone else's
 * folder answers 404 like an unknown one. A folder an order still names keeps its empty row for
 * the order's history; it no longer shows anywhere.
 */
export async function removeFolder(
  drive: Drive,
  principal: Principal,
  folderId: string,
): Promise<void> {
  const { files, orders } = await removableFolder(drive, principal, folderId);
  for (const file of files) await discardFile(drive, file);
  await drive.repo.deleteEmptyFolder(folderId, orders.length > 0);
  drive.log.info({ folderId, files: files.length }, 'folder deleted by its owner');
}
