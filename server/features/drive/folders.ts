import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { uploadIdFromUri, type FileLayer, type UploadKind } from '../../../common/api/drive.js';
import { isUniqueViolation } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Drive } from './drive-deps.js';
import {
  driveRepository,
  type DriveRepository,
  type FileRow,
  type FolderRow,
} from './drive.repository.js';

/** The repository to use: the drive's own, or one inside the caller's transaction `db`. */
function repoIn(drive: Drive, db: Kysely<Database> | undefined): DriveRepository {
  return db ? driveRepository(db) : drive.repo;
}

/** The folder of `ownerId` named `name`, created when missing. */
export async function folderFor(
  drive: Pick<Drive, 'now'>,
  repo: DriveRepository,
  ownerId: string,
  name: string,
): Promise<FolderRow> {
  const existing = await repo.findFolder(ownerId, name);
  if (existing) return existing;
  const folder: FolderRow = {
    id: randomUUID(),
    owner_id: ownerId,
    name,
    created_at: drive.now().toISOString(),
    title: null,
    draft_at: null,
  };
  try {
    await repo.insertFolder(folder);
    return folder;
  } catch (error) {
    // Two uploads into a new folder at once: the other one created it first.
    if (!isUniqueViolation(error)) throw error;
    const raced = await repo.findFolder(ownerId, name);
    if (!raced) throw error;
    return raced;
  }
}

/** The folder of `ownerUid` named `name`, created when missing (Orders: the form's folderName). */
export function folderNamed(
  drive: Drive,
  ownerUid: string,
  name: string,
  db?: Kysely<Database>,
): Promise<FolderRow> {
  return folderFor(drive, repoIn(drive, db), ownerUid, name);
}

async function resolveUploads(refs: readonly string[], repo: DriveRepository) {
  const ids = refs.map((ref) => uploadIdFromUri(ref));
  if (ids.some((id) => id === undefined)) throw new AppError('not_found');
  const unique = [...new Set(ids as string[])];
  const files = await repo.findFiles(unique);
  if (files.length !== unique.length) throw new AppError('not_found');
  return files;
}

/** Uploads a use case names: whose they are, their ids, and the kind they must be. */
export type FinishedUploads = {
  uploaderUid: string;
  uploads: readonly string[];
  kind?: UploadKind;
};
/** Uploads to file into a folder (and an order) at a layer. */
export type AttachedUploads = FinishedUploads & {
  folderId: string;
  orderId: string | null;
  layer: FileLayer;
};

/**
 * For the Orders feature: checks that each upload (an id or its uri) exists, is finished, was
 * uploaded by `uploaderUid` and, when `kind` is given, holds that kind. Runs inside the caller's
 * transaction when `db` is one. Throws not_found, upload_unfinished or unsupported_file_type.
 */
export async function requireFinishedUploads(
  drive: Drive,
  input: FinishedUploads,
  db?: Kysely<Database>,
): Promise<FileRow[]> {
  const files = await resolveUploads(input.uploads, repoIn(drive, db));
  for (const file of files) {
    if (file.uploader_id !== input.uploaderUid) throw new AppError('not_found');
    if (file.state !== 'finished') throw new AppError('upload_unfinished');
    if (input.kind && file.kind !== input.kind)
      throw new AppError('unsupported_file_type', { kind: input.kind });
  }
  return files;
}

/**
 * For the Orders feature: after the same checks as requireFinishedUploads, moves the uploads
 * into `folderId` with `orderId` and `layer` (1 raw footage, 2 delivery). An upload already
 * in another order is refused (file_in_use). Runs inside the caller's transaction when given.
 */
export async function attachUploads(
  drive: Drive,
  input: AttachedUploads,
  db?: Kysely<Database>,
): Promise<FileRow[]> {
  const repo = repoIn(drive, db);
  const files = await requireFinishedUploads(drive, input, db);
  if (files.some((f) => f.order_id !== null && f.order_id !== input.orderId))
    throw new AppError('file_in_use');
  if (!(await repo.findFolderById(input.folderId))) throw new AppError('not_found');
  await repo.attachFiles(
    files.map((f) => f.id),
    { folder_id: input.folderId, order_id: input.orderId, layer: input.layer },
  );
  // An order took the folder's files: it is no longer a draft to be removed when left alone.
  if (input.orderId !== null) await repo.endDraft(input.folderId);
  return repo.findFiles(files.map((f) => f.id));
}
