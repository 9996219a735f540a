import { openDrive, type Drive, type DriveDeps } from './drive-deps.js';
import { mediaLink, openDownload } from './downloads.js';
import { pruneDrafts, titleDraft } from './draft-folders.js';
import { attachUploads, folderNamed, requireFinishedUploads } from './folders.js';
import { fileContents, listFiles, readableFile } from './listings.js';
import { removeFolder } from './remove-folder.js';
import { startTusUpload } from './uploads/create-upload.js';
import { headUpload, patchUpload } from './uploads/tus-requests.js';
import {
  pauseUpload,
  pruneStaleUploads,
  removeUpload,
  resumeUpload,
  uploadProgress,
} from './uploads/upload-controls.js';
import { storeWholeUpload } from './uploads/whole-upload.js';

export type { DriveDeps } from './drive-deps.js';
export type { DownloadSource } from './downloads.js';

/**
 * Folders, resumable uploads, downloads and the File Manager (docs/product.md §4, §5, §7
 * Drive), one use case per file, each given the drive; every permission decision about a file
 * goes through file-guards.ts. The uploads in progress live as long as the service.
 */
export function driveService(deps: DriveDeps) {
  const drive = openDrive(deps);
  const on =
    <A extends unknown[], R>(useCase: (drive: Drive, ...args: A) => R) =>
    (...args: A): R =>
      useCase(drive, ...args);

  return {
    // Uploads (tus and whole images), docs/product.md §7.
    startTusUpload: on(startTusUpload),
    storeWholeUpload: on(storeWholeUpload),
    headUpload: on(headUpload),
    patchUpload: on(patchUpload),
    progress: on(uploadProgress),
    pause: on(pauseUpload),
    resume: on(resumeUpload),
    discard: on(removeUpload),
    pruneStaleUploads: on(pruneStaleUploads),
    /** Computes the SHA-256 of finished files that lack one (decision 036). */
    digestFiles: () => drive.digests.runOnce(),

    // Downloads and listings.
    openDownload: on(openDownload),
    mediaLink: on(mediaLink),
    readableFile: on(readableFile),
    fileContents: on(fileContents),
    listFiles: on(listFiles),

    // Drafts of the order form, and whole folders.
    titleDraft: on(titleDraft),
    removeFolder: on(removeFolder),
    pruneDrafts: on(pruneDrafts),

    // Folders, as the Orders feature files uploads into an order.
    folderNamed: on(folderNamed),
    requireFinishedUploads: on(requireFinishedUploads),
    attachUploads: on(attachUploads),
  };
}

/** The drive service's functions. */
export type DriveService = ReturnType<typeof driveService>;
