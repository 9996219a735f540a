import type { Kysely } from 'kysely';
import type { FileLayer, UploadKind } from '../../../common/api/drive.js';
import type { FileFacts } from '../../access/access.js';
import type { Database } from '../../db/schema.js';
import { driveFilesRepository } from './drive-files.repository.js';
import type { DriveService } from './drive.service.js';
import { factsOf, layerOf } from './file-guards.js';

// What other features and the jobs may use of the drive; everything else in this folder is
// the drive's own.

export type { DriveService } from './drive.service.js';

/**
 * What the Orders feature does with the drive: finds or makes the order's folder, checks and
 * attaches the uploads of a form or a delivery (inside its own transaction), and reads one file
 * a revision is asked on.
 */
export type OrderFiles = Pick<
  DriveService,
  'folderNamed' | 'requireFinishedUploads' | 'attachUploads' | 'readableFile'
>;

/** What the stale-upload job calls. */
export type StaleUploads = Pick<DriveService, 'pruneStaleUploads'>;
/** The drive as the file digest schedule calls it (decision 036). */
export type FileDigestJob = Pick<DriveService, 'digestFiles'>;

/** What the draft-folder job calls. */
export type StaleDrafts = Pick<DriveService, 'pruneDrafts'>;

/** What other features may decide on about a drive file, beyond who may read it. */
export type DriveFileFacts = FileFacts & {
  /** The user's own file name, its type and its size in bytes. */
  name: string;
  mime: string;
  size: number;
  layer: FileLayer;
  kind: UploadKind;
  state: 'uploading' | 'finished';
};

/** The facts of those of the files `ids` that exist, read in `db` (or a transaction of it). */
export async function driveFileFacts(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<DriveFileFacts[]> {
  const files = await driveFilesRepository(db).findFiles(ids);
  return files.map((file) => ({
    ...factsOf(file),
    name: file.original_name,
    mime: file.mime,
    size: Number(file.size),
    layer: layerOf(file),
    kind: file.kind,
    state: file.state,
  }));
}

/** The finished deliveries of orders and where a file's bytes are stored (publishing sends them on). */
export {
  deliveredFiles,
  storedFileOf,
  type DeliveredFile,
  type StoredFile,
} from './delivered-files.repository.js';

/** Names a file's type from its first bytes (the accounts' picture upload checks with it). */
export { detectFileType } from './file-types.js';

/** Byte ranges and download names, for another feature's route that streams stored bytes. */
export { atMost, contentDisposition, parseRange } from './byte-range.js';
