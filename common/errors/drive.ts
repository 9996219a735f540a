import type { CatalogueEntry } from './entry.js';

/** Files: folders, uploads, downloads and the server's storage. */
export const driveErrors = {
  invalid_directory: {
    status: 400,
    message: 'Folder names cannot be empty or contain slashes, "..", or control characters.',
  },
  file_too_large: {
    status: 413,
    message: 'This file is larger than the {limit} limit for {kind}s.',
  },
  unsupported_file_type: {
    status: 415,
    message: 'This file is not a supported {kind} file. Check the file and try again.',
  },
  upload_paused: { status: 423, message: 'This upload is paused. Resume it to continue.' },
  upload_unfinished: { status: 409, message: 'This upload has not finished yet.' },
  upload_finished: { status: 409, message: 'This upload has already finished.' },
  upload_conflict: {
    status: 409,
    message: 'The upload and the server disagree on how much was sent. Retry to resume it.',
  },
  file_in_use: { status: 409, message: 'This file is part of an order and cannot be removed.' },
  folder_in_use: {
    status: 409,
    message:
      'This folder holds files of an order in progress. Delete it once the order is delivered and accepted.',
  },
  range_not_satisfiable: { status: 416, message: 'The requested byte range is outside the file.' },
  file_gone: {
    status: 410,
    message: 'This file is no longer stored on the server. Ask its uploader to upload it again.',
  },
  insufficient_storage: {
    status: 507,
    message:
      'The server has run out of storage space, so nothing was saved. Try again later or contact support.',
  },
} as const satisfies Record<string, CatalogueEntry>;
