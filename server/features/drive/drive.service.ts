import type { Disposition } from '../../../common/api/drive.js';
import type { Principal } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import type { IncomingMessage } from 'node:http';
import { openDrive, type DriveDeps } from './drive-deps.js';
import { mediaLink, openDownload } from './downloads.js';
import { pruneDrafts, titleDraft } from './draft-folders.js';
import {
  attachUploads,
  folderNamed,
  requireFinishedUploads,
  type AttachedUploads,
  type FinishedUploads,
} from './folders.js';
import { fileContents, listFiles, readableFile } from './listings.js';
import { checkFolderRemoval, removeFolder } from './remove-folder.js';
import { startTusUpload, type TusStart } from './uploads/create-upload.js';
import {
  headUpload,
  patchUpload,
  type PatchExchange,
  type TusAddress,
} from './uploads/tus-requests.js';
import {
  pauseUpload,
  pruneStaleUploads,
  removeUpload,
  resumeUpload,
  uploadProgress,
} from './uploads/upload-controls.js';
import { storeWholeUpload, type WholeUpload } from './uploads/whole-upload.js';

export type { DriveDeps } from './drive-deps.js';
export type { DownloadSource } from './downloads.js';

/**
 * Folders, resumable uploads, downloads and the File Manager (docs/product.md §4, §5, §7
 * Drive), one use case per file, each given the drive (built once from the deps: the storage,
 * the uploads in progress, the digests), bound one line each as every feature's service does;
 * every permission decision about a file goes through file-guards.ts.
 */
export function driveService(deps: DriveDeps) {
  const drive = openDrive(deps);
  return {
    // Uploads (tus and whole images), docs/product.md §7.
    startTusUpload: (principal: Principal, input: TusStart) =>
      startTusUpload(drive, principal, input),
    storeWholeUpload: (principal: Principal, input: WholeUpload) =>
      storeWholeUpload(drive, principal, input),
    headUpload: (principal: Principal, address: TusAddress, request: IncomingMessage) =>
      headUpload(drive, principal, address, request),
    patchUpload: (principal: Principal, address: TusAddress, exchange: PatchExchange) =>
      patchUpload(drive, principal, address, exchange),
    progress: (principal: Principal, id: string) => uploadProgress(drive, principal, id),
    pause: (principal: Principal, id: string) => pauseUpload(drive, principal, id),
    resume: (principal: Principal, id: string) => resumeUpload(drive, principal, id),
    discard: (principal: Principal, id: string) => removeUpload(drive, principal, id),
    pruneStaleUploads: () => pruneStaleUploads(drive),
    /** Computes the SHA-256 of finished files that lack one (decision 036). */
    digestFiles: () => drive.digests.runOnce(),

    // Downloads and listings.
    openDownload: (principal: Principal, fileId: string) => openDownload(drive, principal, fileId),
    mediaLink: (principal: Principal, fileId: string, disposition: Disposition) =>
      mediaLink(drive, principal, fileId, disposition),
    readableFile: (principal: Principal, fileId: string) => readableFile(drive, principal, fileId),
    fileContents: (principal: Principal, folderId: string, layers: number) =>
      fileContents(drive, principal, folderId, layers),
    listFiles: (principal: Principal) => listFiles(drive, principal),

    // Drafts of the order form, and whole folders.
    titleDraft: (principal: Principal, directory: string, title: string) =>
      titleDraft(drive, principal, directory, title),
    checkFolderRemoval: (principal: Principal, folderId: string) =>
      checkFolderRemoval(drive, principal, folderId),
    removeFolder: (principal: Principal, folderId: string) =>
      removeFolder(drive, principal, folderId),
    pruneDrafts: () => pruneDrafts(drive),

    // Folders, as the Orders feature files uploads into an order (inside its transaction).
    folderNamed: (ownerUid: string, name: string, db?: Kysely<Database>) =>
      folderNamed(drive, ownerUid, name, db),
    requireFinishedUploads: (input: FinishedUploads, db?: Kysely<Database>) =>
      requireFinishedUploads(drive, input, db),
    attachUploads: (input: AttachedUploads, db?: Kysely<Database>) =>
      attachUploads(drive, input, db),
  };
}

/** The drive service's functions. */
export type DriveService = ReturnType<typeof driveService>;
