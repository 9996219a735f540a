import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, DriveFilesTable } from '../../db/schema.js';

/** A stored file with its folder's owner and name and its uploader's display name. */
export type FileRow = Omit<Selectable<DriveFilesTable>, 'size'> & {
  size: number;
  folder_owner_id: string;
  folder_name: string;
  folder_title: string | null;
  folder_draft_at: string | null;
  uploader_name: string;
};

/** Files with their folder and uploader, as every file query starts. */
export function selectFiles(db: Kysely<Database>) {
  return db
    .selectFrom('drive_files as f')
    .innerJoin('drive_folders as d', 'd.id', 'f.folder_id')
    .innerJoin('users as u', 'u.id', 'f.uploader_id')
    .selectAll('f')
    .select([
      'd.owner_id as folder_owner_id',
      'd.name as folder_name',
      'd.title as folder_title',
      'd.draft_at as folder_draft_at',
      'u.name as uploader_name',
    ]);
}

/** PostgreSQL returns bigint columns as strings; every caller gets numbers. */
export function toFileRow(row: Omit<FileRow, 'size'> & { size: number | string }): FileRow {
  return { ...row, size: Number(row.size) };
}

/** SQL of single drive files: recording, finding, changing and deleting them. */
export function driveFilesRepository(db: Kysely<Database>) {
  return {
    async insertFile(row: Insertable<DriveFilesTable>): Promise<void> {
      await db.insertInto('drive_files').values(row).execute();
    },

    async findFile(id: string): Promise<FileRow | undefined> {
      const row = await selectFiles(db).where('f.id', '=', id).executeTakeFirst();
      return row && toFileRow(row);
    },

    async findFiles(ids: readonly string[]): Promise<FileRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectFiles(db)
        .where('f.id', 'in', [...ids])
        .execute();
      return rows.map(toFileRow);
    },

    async updateFile(id: string, patch: Updateable<DriveFilesTable>): Promise<void> {
      await db.updateTable('drive_files').set(patch).where('id', '=', id).execute();
    },

    /** Finished files whose SHA-256 is still to be computed, oldest first. */
    filesAwaitingDigest(limit: number) {
      return db
        .selectFrom('drive_files')
        .select(['id', 'stored_name'])
        .where('state', '=', 'finished')
        .where('sha256', 'is', null)
        .orderBy('finished_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Records a file's SHA-256 once: true only for the call that filled it, so two job runners
     * that hashed the same bytes write the same value once.
     */
    async recordDigest(id: string, sha256: string): Promise<boolean> {
      const result = await db
        .updateTable('drive_files')
        .set({ sha256 })
        .where('id', '=', id)
        .where('sha256', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Completes an upload once: true only for the call that moved it from uploading. */
    async markFinished(
      id: string,
      values: { sha256: string | null; finished_at: string; size: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('drive_files')
        .set({ ...values, state: 'finished', paused: 0 })
        .where('id', '=', id)
        .where('state', '=', 'uploading')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The uploads still open (declared, not finished): their stored name and declared size. */
    async openUploads(): Promise<{ stored_name: string; size: number }[]> {
      const rows = await db
        .selectFrom('drive_files')
        .select(['stored_name', 'size'])
        .where('state', '=', 'uploading')
        .execute();
      return rows.map((row) => ({ stored_name: row.stored_name, size: Number(row.size) }));
    },

    async deleteFile(id: string): Promise<void> {
      await db.deleteFrom('drive_files').where('id', '=', id).execute();
    },

    /**
     * Deletes a file only while it belongs to no order: true for the one caller that deleted it,
     * so of several instances pruning at once exactly one removes its bytes.
     */
    async deleteUnorderedFile(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('drive_files')
        .where('id', '=', id)
        .where('order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
  };
}
