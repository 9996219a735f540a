import { z } from 'zod/mini';
import { driveLimits as L } from '../limits.js';
import { OkResponse } from './accounts.js';
import { defineRoute } from './contract.js';
import { DraftFolder, DraftTitle, FolderParams, FolderRemoval } from './drive-folders.js';
import { plainText } from './fields.js';

/** What an upload holds: footage for edits, or a picture for thumbnails (docs/product.md §5). */
export const UploadKind = z.enum(['video', 'image']);
export type UploadKind = z.infer<typeof UploadKind>;

/** The kind a MIME type belongs to, or undefined when it is neither video nor image. */
export function kindOfMime(mime: string): UploadKind | undefined {
  const top = mime.split('/')[0]?.toLowerCase();
  return top === 'video' ? 'video' : top === 'image' ? 'image' : undefined;
}

/**
 * Tidies a folder name the way the server stores it: Unicode NFC, trimmed, inner runs of
 * whitespace made one space. Two spellings of the same name therefore land in the same folder.
 */
export function tidyFolderName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

const badFolderName = (v: string) =>
  v.length === 0 || v === '.' || v.includes('..') || /[/\\]/.test(v) || /\p{Cc}/u.test(v);

/**
 * The `{directory}` of an upload: a folder name, never a path. Refused (invalid_directory) when
 * empty, longer than 100 characters, or holding a slash, a backslash, '..' or a control character.
 */
export const DirectoryName = z.pipe(z.string(), z.transform(tidyFolderName)).check(
  z.refine((v) => !badFolderName(v) && v.length <= L.folderNameMax, {
    message: `Use 1 to ${L.folderNameMax} characters without slashes, '..' or control characters.`,
    params: { code: 'invalid_directory' },
  }),
);
export type DirectoryName = z.infer<typeof DirectoryName>;

/** The id of an upload, which is also the id of the file it becomes: 32 hex characters. */
export const UploadId = z.string().check(z.regex(/^[a-f0-9]{32}$/, 'Not an upload id.'));
export type UploadId = z.infer<typeof UploadId>;

/** A declared MIME type of the video or image family, like `video/mp4`. */
export const UploadMime = z
  .string()
  .check(z.trim())
  .check(z.toLowerCase())
  .check(
    z.regex(/^(video|image)\/[a-z0-9][a-z0-9.+-]{0,99}$/, 'Expected a video/* or image/* type.'),
  );

/** Query of POST /api/drive/upload/{directory}: the declared type and the transport. */
export const UploadQuery = z.object({
  type: UploadMime,
  /** `tus` (default): resumable. `multipart`: one request with the field `file`, images only. */
  method: z._default(z.enum(['tus', 'multipart']), 'tus'),
});
export type UploadQuery = z.infer<typeof UploadQuery>;

/** Answer to a new upload: its `uri` (the tus upload URL) contains its `upload_id`. */
export const UploadCreated = z.object({
  uri: z.string(),
  upload_id: UploadId,
  folderId: z.string(),
  name: z.string(),
  /** `uploading` for a tus upload waiting for its bytes; `finished` after a multipart upload. */
  state: z.enum(['uploading', 'finished']),
});
export type UploadCreated = z.infer<typeof UploadCreated>;

/** Where an upload stands: `uploading` (receiving or waiting), `paused`, or `finished`. */
export const UploadState = z.enum(['uploading', 'paused', 'finished']);
export type UploadState = z.infer<typeof UploadState>;

/** Answer of GET /api/drive/progress/{id} (docs/product.md §7), plus the byte counts behind the percent. */
export const UploadProgress = z.object({
  /** Whole percent of the bytes the server has stored; 100 only once the upload is finished. */
  uploadProgress: z.number(),
  paused: z.boolean(),
  state: UploadState,
  bytesReceived: z.number(),
  size: z.number(),
});
export type UploadProgress = z.infer<typeof UploadProgress>;

/** 1 = raw footage and uploads of the folder's owner; 2 = deliveries back to them. */
export const FileLayer = z.union([z.literal(1), z.literal(2)]);
export type FileLayer = z.infer<typeof FileLayer>;

/** A stored file as lists show it. The stored name on disk never leaves the server. */
export const DriveFile = z.object({
  id: UploadId,
  /** The user's own file name, kept as metadata only. */
  name: z.string(),
  mime: z.string(),
  kind: UploadKind,
  size: z.number(),
  sha256: z.nullable(z.string()),
  state: UploadState,
  createdTime: z.string(),
  finishedTime: z.nullable(z.string()),
  layer: FileLayer,
  orderId: z.nullable(z.string()),
  /** A title for the order, when the Orders feature gives one. */
  orderTitle: z.nullable(z.string()),
  folderId: z.string(),
  folderName: z.string(),
  uploader: z.object({ uid: z.string(), name: z.string() }),
  /** True when the caller may pause, cancel or remove it (its uploader or an Admin). */
  canControl: z.boolean(),
  /** Who owns the folder: its owner may delete the whole folder. */
  folderOwnerId: z.optional(z.string()),
  /** The video title the folder's uploads were for (typed on the order form); null otherwise. */
  folderTitle: z.optional(z.nullable(z.string())),
  /** For a draft (order form uploads nobody ordered): when it is removed; null otherwise. */
  draftExpiresAt: z.optional(z.nullable(z.string())),
  /** The order's version: 1 for an order, 2 for its revision, … */
  orderVersion: z.optional(z.nullable(z.number())),
  /** Shared by an order and its revisions (the same video and type): the File Manager's group. */
  orderChain: z.optional(z.nullable(z.string())),
});
export type DriveFile = z.infer<typeof DriveFile>;

/** Query of GET /api/drive/read/file-contents/{id}: how many layers to return (1 or 2). */
export const FileContentsQuery = z.object({
  layers: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(1)).check(z.lte(2)), 2),
});
export type FileContentsQuery = z.infer<typeof FileContentsQuery>;

/** `{files: [layer 1, layer 2]}`: the raw footage and the deliveries of a folder (docs/product.md §7). */
export const FileContents = z.object({ files: z.array(z.array(DriveFile)) });
export type FileContents = z.infer<typeof FileContents>;

/** Every file the caller may see, for the File Manager; their own unfinished uploads included. */
export const FileList = z.object({ files: z.array(DriveFile) });
export type FileList = z.infer<typeof FileList>;

/** `inline` to show a file in the page (a video or image preview), `attachment` to save it. */
export const Disposition = z.enum(['inline', 'attachment']);
export type Disposition = z.infer<typeof Disposition>;

/** Query of GET /api/drive/link/{fileId}. */
export const MediaLinkQuery = z.object({ disposition: z._default(Disposition, 'attachment') });
export type MediaLinkQuery = z.infer<typeof MediaLinkQuery>;

/**
 * A short-lived signed address of a download. `<video src>` and `<a download>` cannot send an
 * Authorization header, so the page asks for one of these with its token (decision 002).
 */
export const MediaLink = z.object({ url: z.string(), expiresAt: z.string() });
export type MediaLink = z.infer<typeof MediaLink>;

/** Query of GET and HEAD /api/drive/download/{fileId}: a signed link, or a Bearer header. */
export const DownloadQuery = z.object({
  access: z.optional(plainText().check(z.maxLength(1000))),
  disposition: z.optional(Disposition),
});
export type DownloadQuery = z.infer<typeof DownloadQuery>;

const uploadIdParams = z.object({ id: UploadId });

/** The Drive routes of docs/product.md §7 and the File Manager. */
export const driveRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/drive/upload/:directory',
    auth: true,
    params: z.object({ directory: DirectoryName }),
    query: UploadQuery,
    response: UploadCreated,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/drive/progress/:id',
    auth: true,
    params: uploadIdParams,
    response: UploadProgress,
  }),
  pause: defineRoute({
    method: 'GET',
    path: '/api/drive/pause/:id',
    auth: true,
    params: uploadIdParams,
    response: UploadProgress,
  }),
  resume: defineRoute({
    method: 'GET',
    path: '/api/drive/resume/:id',
    auth: true,
    params: uploadIdParams,
    response: UploadProgress,
  }),
  cancel: defineRoute({
    method: 'GET',
    path: '/api/drive/cancel/:id',
    auth: true,
    params: uploadIdParams,
    response: OkResponse,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/drive/remove/:uploadId',
    auth: true,
    params: z.object({ uploadId: UploadId }),
    response: OkResponse,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/api/drive/download/:fileId',
    // A signed `access` link may stand in for the token; the route checks one or the other.
    auth: false,
    params: z.object({ fileId: UploadId }),
    query: DownloadQuery,
    response: z.unknown(),
  }),
  link: defineRoute({
    method: 'GET',
    path: '/api/drive/link/:fileId',
    auth: true,
    params: z.object({ fileId: UploadId }),
    query: MediaLinkQuery,
    response: MediaLink,
  }),
  fileContents: defineRoute({
    method: 'GET',
    path: '/api/drive/read/file-contents/:id',
    auth: true,
    params: z.object({ id: plainText().check(z.minLength(1)).check(z.maxLength(64)) }),
    query: FileContentsQuery,
    response: FileContents,
  }),
  files: defineRoute({ method: 'GET', path: '/api/drive/files', auth: true, response: FileList }),
  titleDraft: defineRoute({
    method: 'PUT',
    path: '/api/drive/drafts/:directory',
    auth: true,
    params: z.object({ directory: DirectoryName }),
    body: DraftTitle,
    response: DraftFolder,
  }),
  folderRemoval: defineRoute({
    method: 'GET',
    path: '/api/drive/folders/:folderId/removal',
    auth: true,
    params: FolderParams,
    response: FolderRemoval,
  }),
  removeFolder: defineRoute({
    method: 'DELETE',
    path: '/api/drive/folders/:folderId',
    auth: true,
    params: FolderParams,
    response: OkResponse,
  }),
} as const;

/** The upload id inside an upload `uri` (its last path segment), or undefined. */
export function uploadIdFromUri(uri: string): string | undefined {
  const last = uri.split('?')[0]?.split('/').filter(Boolean).at(-1);
  return last && UploadId.safeParse(last).success ? last : undefined;
}

/** The `uri` of an upload: the tus URL its bytes are sent to. */
export function uploadUri(directory: string, uploadId: string): string {
  return `/api/drive/upload/${encodeURIComponent(directory)}/${uploadId}`;
}

const byteUnits = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];

/** A byte count for people: `1.5 MiB`, `20 GiB`, `512 bytes`. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    unit === 0 || value >= 100 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${shown} ${byteUnits[unit]}`;
}

/**
 * The folder name of an order or fulfilment form's uploads (docs/product.md §4: named from a timestamp):
 * the UTC time to the second, e.g. `2026-11-23 06:24:30 UTC`.
 */
export function timestampFolderName(at: Date = new Date()): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
