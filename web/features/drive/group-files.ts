import type { DriveFile } from '../../../common/api/drive';
import { folderLabel } from './format';
import { compareCodeUnits } from '../../lib/compare';

/** A heading of the File Manager and the files under it. */
export type FileGroup = {
  key: string;
  title: string;
  /** What kind of group: an order's files, a folder of files in no order, or unfinished uploads. */
  type: 'order' | 'folder' | 'unfinished';
  files: DriveFile[];
  /** The one folder all its files are in, when they share one: what Delete folder deletes. */
  folderId: string | null;
  folderOwnerId: string | null;
  /** For a draft folder: when it is removed if nobody orders it. */
  draftExpiresAt: string | null;
};

/**
 * Groups the File Manager by order (docs/product.md §1), an order with its revisions (the same
 * video and type) in one group; files in no order yet by their folder; unfinished
 * uploads last. Groups with the newest files come first; inside a group, raw footage before
 * deliveries, newest first.
 */
export function groupFiles(files: readonly DriveFile[]): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  for (const file of files) {
    const key =
      file.state !== 'finished'
        ? 'unfinished'
        : file.orderId
          ? `order:${file.orderChain ?? file.orderId}`
          : `folder:${file.folderId}`;
    let group = groups.get(key);
    if (!group) {
      const folder = {
        folderId: file.folderId,
        folderOwnerId: file.folderOwnerId ?? null,
        draftExpiresAt: null,
        files: [],
      };
      group =
        key === 'unfinished'
          ? { key, title: 'Unfinished uploads', type: 'unfinished', ...folder }
          : file.orderId
            ? {
                key,
                title: file.orderTitle ?? `Order ${file.orderId.slice(0, 8)}`,
                type: 'order',
                ...folder,
              }
            : {
                key,
                title: folderLabel(file),
                type: 'folder',
                ...folder,
                draftExpiresAt: file.draftExpiresAt ?? null,
              };
      groups.set(key, group);
    }
    if (group.folderId !== file.folderId) group.folderId = null;
    group.files.push(file);
  }
  const newest = (g: FileGroup) =>
    g.files.reduce((m, f) => (f.createdTime > m ? f.createdTime : m), '');
  const rank = { order: 0, folder: 1, unfinished: 2 } as const;
  const sorted = [...groups.values()].sort(
    (a, b) => rank[a.type] - rank[b.type] || compareCodeUnits(newest(b), newest(a)),
  );
  for (const group of sorted)
    group.files.sort((a, b) => a.layer - b.layer || compareCodeUnits(b.createdTime, a.createdTime));
  return sorted;
}
