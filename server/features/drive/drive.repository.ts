import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DriveFoldersTable } from '../../db/schema.js';
import { driveFilesRepository } from './drive-files.repository.js';
import { driveListsRepository } from './drive-lists.repository.js';

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
  };
}

/** The drive repository's functions. */
export type DriveRepository = ReturnType<typeof driveRepository>;
