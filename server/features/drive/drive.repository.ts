import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DriveFoldersTable } from '../../db/schema.js';
import {
  driveFilesRepository,
  selectFiles,
  toFileRow,
  type FileRow,
} from './drive-files.repository.js';
import { driveListsRepository } from './drive-lists.repository.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

export type { FileRow } from './drive-files.repository.js';
export type { FileReach } from './drive-lists.repository.js';

/** A stored folder. */
export type FolderRow = Selectable<DriveFoldersTable>;

/** SQL of drive folders. */
function driveFoldersRepository(db: Kysely<Database>) {
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

    /**
     * Makes a folder a draft titled `title`, touched at `at`, unless an order already holds one
     * of its files; true when it did.
     */
    async markDraft(folderId: string, title: string | null, at: string): Promise<boolean> {
      const result = await db
        .updateTable('drive_folders')
        .set({ title, draft_at: at })
        .where('id', '=', folderId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('drive_files')
                .select('id')
                .where('folder_id', '=', folderId)
                .where('order_id', 'is not', null),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A draft ordered: the folder keeps its title and is no longer removed when left alone. */
    async endDraft(folderId: string): Promise<void> {
      await db
        .updateTable('drive_folders')
        .set({ draft_at: null })
        .where('id', '=', folderId)
        .where('draft_at', 'is not', null)
        .execute();
    },

    /** Draft folders last touched before `before` (ISO time). */
    async draftsBefore(before: string): Promise<FolderRow[]> {
      return db
        .selectFrom('drive_folders')
        .selectAll()
        .where('draft_at', '<', before)
        .orderBy('draft_at')
        .execute();
    },

    /** Every file of a folder, finished or not. */
    async filesIn(folderId: string): Promise<FileRow[]> {
      const rows = await selectFiles(db).where('f.folder_id', '=', folderId).execute();
      return rows.map(toFileRow);
    },

    /**
     * Deletes a folder left empty, unless an order still names it (its history keeps the row);
     * true when it went.
     */
    async deleteEmptyFolder(folderId: string, keep: boolean): Promise<boolean> {
      if (keep) {
        await db
          .updateTable('drive_folders')
          .set({ draft_at: null })
          .where('id', '=', folderId)
          .execute();
        return false;
      }
      const result = await db
        .deleteFrom('drive_folders')
        .where('id', '=', folderId)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('drive_files').select('id').where('folder_id', '=', folderId))),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Inserts a folder; throws a unique violation when the owner already has one of that name. */
    async insertFolder(row: Insertable<DriveFoldersTable>): Promise<void> {
      await db.insertInto('drive_folders').values(row).execute();
    },
  };
}

/** The SQL of the drive in one object: folders, single files and lists of files. */
export function driveRepository(db: Kysely<Database>) {
  return {
    ...driveFoldersRepository(db),
    ...driveFilesRepository(db),
    ...driveListsRepository(db),
    /** An audit row for an Admin's action on someone else's file. */
    audit: (record: AuditRecord) => recordAudit(db, record),
  };
}

/** The drive repository's functions. */
export type DriveRepository = ReturnType<typeof driveRepository>;
