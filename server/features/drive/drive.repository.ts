import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DriveFilesTable, DriveFoldersTable } from '../../db/schema.js';

/** A stored folder. */
export type FolderRow = Selectable<DriveFoldersTable>;

/** A stored file with its folder's owner and name and its uploader's display name. */
export type FileRow = Omit<Selectable<DriveFilesTable>, 'size'> & {
  size: number;
  folder_owner_id: string;
  folder_name: string;
  uploader_name: string;
};

/** Which files a listing starts from; the service's access rule has the last word on each. */
export type FileReach = { everything: boolean; uid: string; orderIds: readonly string[] };

type FileUpdate = Updateable<DriveFilesTable>;

/** The only place with SQL for drive folders and files. */
export function driveRepository(db: Kysely<Database>) {
  const files = () =>
    db
      .selectFrom('drive_files as f')
      .innerJoin('drive_folders as d', 'd.id', 'f.folder_id')
      .innerJoin('users as u', 'u.id', 'f.uploader_id')
      .selectAll('f')
      .select([
        'd.owner_id as folder_owner_id',
        'd.name as folder_name',
        'u.name as uploader_name',
      ]);

  // PostgreSQL returns bigint columns as strings; every caller gets numbers.
  const toRow = (row: Omit<FileRow, 'size'> & { size: number | string }): FileRow => ({
    ...row,
    size: Number(row.size),
  });

  return {
    async findFolder(ownerId: string, name: string): Promise<FolderRow | undefined> {
      return db
        .selectFrom('drive_folders')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async findFolderById(id: string): Promise<FolderRow | undefined> {
      return db.selectFrom('drive_folders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Inserts a folder; throws a unique violation when the owner already has one of that name. */
    async insertFolder(row: Insertable<DriveFoldersTable>): Promise<void> {
      await db.insertInto('drive_folders').values(row).execute();
    },

    async insertFile(row: Insertable<DriveFilesTable>): Promise<void> {
      await db.insertInto('drive_files').values(row).execute();
    },

    async findFile(id: string): Promise<FileRow | undefined> {
      const row = await files().where('f.id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    async findFiles(ids: readonly string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await files()
        .where('f.id', 'in', [...ids])
        .execute();
      return rows.map(toRow);
    },

    async updateFile(id: string, patch: FileUpdate): Promise<void> {
      await db.updateTable('drive_files').set(patch).where('id', '=', id).execute();
    },

    /** Completes an upload once: true only for the call that moved it from uploading. */
    async markFinished(
      id: string,
      values: { sha256: string; finished_at: string; size: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('drive_files')
        .set({ ...values, state: 'finished', paused: 0 })
        .where('id', '=', id)
        .where('state', '=', 'uploading')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteFile(id: string): Promise<void> {
      await db.deleteFrom('drive_files').where('id', '=', id).execute();
    },

    /** Files the caller uploaded, keeps in their folders, or reaches through an order. */
    async listReachable(reach: FileReach): Promise<FileRow[]> {
      let query = files();
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
      return rows.map(toRow);
    },

    /** The finished files of a folder, oldest first. */
    async listFolder(folderId: string): Promise<FileRow[]> {
      const rows = await files()
        .where('f.folder_id', '=', folderId)
        .where('f.state', '=', 'finished')
        .orderBy('f.created_at')
        .orderBy('f.id')
        .execute();
      return rows.map(toRow);
    },

    /** Moves finished files into a folder, an order and a layer. */
    async attachFiles(
      ids: readonly string[],
      target: { folder_id: string; order_id: string | null; layer: number },
    ): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('drive_files')
        .set(target)
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Uploads still unfinished that were started before `before` (ISO time). */
    async unfinishedBefore(before: string): Promise<FileRow[]> {
      const rows = await files()
        .where('f.state', '=', 'uploading')
        .where('f.created_at', '<', before)
        .execute();
      return rows.map(toRow);
    },
  };
}

/** The drive repository's functions. */
export type DriveRepository = ReturnType<typeof driveRepository>;
