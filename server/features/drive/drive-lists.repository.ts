import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { selectFiles, toFileRow, type FileRow } from './drive-files.repository.js';

/** Which files a listing starts from; the access rule has the last word on each. */
export type FileReach = { everything: boolean; uid: string; orderIds: readonly string[] };

/** SQL of lists of drive files: the File Manager's, a folder's, the stale uploads. */
export function driveListsRepository(db: Kysely<Database>) {
  return {
    /** Files the caller uploaded, keeps in their folders, or reaches through an order. */
    async listReachable(reach: FileReach): Promise<FileRow[]> {
      let query = selectFiles(db);
      if (!reach.everything) {
        query = query.where((eb) =>
          eb.or([
            eb('f.uploader_id', '=', reach.uid),
            eb('d.owner_id', '=', reach.uid),
            ...(reach.orderIds.length > 0 ? [eb('f.order_id', 'in', [...reach.orderIds])] : []),
          ]),
        );
      }
      const rows = await query.orderBy('f.created_at', 'desc').orderBy('f.id').execute();
      return rows.map(toFileRow);
    },

    /** The finished files of a folder, oldest first. */
    async listFolder(folderId: string): Promise<FileRow[]> {
      const rows = await selectFiles(db)
        .where('f.folder_id', '=', folderId)
        .where('f.state', '=', 'finished')
        .orderBy('f.created_at')
        .orderBy('f.id')
        .execute();
      return rows.map(toFileRow);
    },

    /** Uploads still unfinished that were started before `before` (ISO time). */
    async unfinishedBefore(before: string): Promise<FileRow[]> {
      const rows = await selectFiles(db)
        .where('f.state', '=', 'uploading')
        .where('f.created_at', '<', before)
        .execute();
      return rows.map(toFileRow);
    },
  };
}
