import type { DraftFolder } from '../../../common/api/drive-folders.js';
import { driveLimits } from '../../../common/limits.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { Drive } from './drive-deps.js';
import type { FolderRow } from './drive.repository.js';

const dayMs = 86_400_000;

/** When a draft touched at `draftAt` is removed, or null for a folder that is no draft. */
export function draftExpiry(draftAt: string | null): string | null {
  return draftAt
    ? new Date(Date.parse(draftAt) + driveLimits.draftFolderDays * dayMs).toISOString()
    : null;
}

function toDraftFolder(folder: FolderRow): DraftFolder {
  return {
    folderId: folder.id,
    name: folder.name,
    title: folder.title,
    expiresAt: draftExpiry(folder.draft_at),
  };
}

/**
 * The order form names its folder after the video: the caller's folder `directory` becomes a
 * draft titled `title` (an empty title keeps it a draft, untitled), touched now. A folder an
 * order already took files from stays as it is. 404 when the caller has no such folder.
 */
export async function titleDraft(
  drive: Drive,
  principal: Principal,
  directory: string,
  title: string,
): Promise<DraftFolder> {
  const folder = await drive.repo.findFolder(principal.uid, directory);
  if (!folder) throw new AppError('not_found');
  const at = drive.now().toISOString();
  const marked = await drive.repo.markDraft(folder.id, title || null, at);
  return toDraftFolder(marked ? { ...folder, title: title || null, draft_at: at } : folder);
}

/**
 * Removes drafts nobody ordered for `draftFolderDays`: their files, bytes and records, then the
 * folder. Safe on several instances at once: each file goes by a conditional delete, and only
 * the instance whose delete took it removes its bytes; a file an order took meanwhile stays.
 * Returns how many folders went.
 */
export async function pruneDrafts(drive: Drive): Promise<number> {
  const before = new Date(drive.now().getTime() - driveLimits.draftFolderDays * dayMs);
  const drafts = await drive.repo.draftsBefore(before.toISOString());
  let removed = 0;
  for (const folder of drafts) {
    for (const file of await drive.repo.filesIn(folder.id)) {
      if (!(await drive.repo.deleteUnorderedFile(file.id))) continue;
      drive.sessions.interrupt(file.id);
      await drive.storage.remove(file.stored_name);
    }
    const orders = await drive.access.ordersAt(folder.id, []);
    if (await drive.repo.deleteEmptyFolder(folder.id, orders.length > 0)) removed += 1;
  }
  if (removed > 0) drive.log.info({ count: removed }, 'removed drafts nobody ordered');
  return removed;
}
