import { queryOptions } from '@tanstack/react-query';
import {
  driveRoutes,
  UploadCreated,
  type Disposition,
  type UploadKind,
} from '../../../common/api/drive';
import { errorCatalogue } from '../../../common/errors';
import { tusHeader, tusVersion } from '../../../common/tus';
import { ApiError, apiErrorOf, callApi, fetchWithSession, routeUrl } from '../../lib/api-client';

/** The keys of the drive's queries; `files()` covers every user's file list. */
export const driveKeys = {
  all: ['drive'] as const,
  files: () => [...driveKeys.all, 'files'] as const,
  filesOf: (uid: string | null) => [...driveKeys.files(), uid] as const,
  link: (fileId: string, disposition: Disposition) =>
    [...driveKeys.all, 'link', fileId, disposition] as const,
};

/** Every file the signed-in user may see; keyed by uid so one user's list never shows for another. */
export const filesQuery = (uid: string | null) =>
  queryOptions({
    queryKey: driveKeys.filesOf(uid),
    queryFn: ({ signal }) => callApi(driveRoutes.files, { signal }),
    enabled: uid !== null,
  });

/** Server-side progress of an upload (docs/product.md §7). */
export const uploadProgress = (id: string, signal?: AbortSignal) =>
  callApi(driveRoutes.progress, { params: { id }, ...(signal ? { signal } : {}) });
/** Pauses an upload; bytes received so far are kept. */
export const pauseUpload = (id: string) => callApi(driveRoutes.pause, { params: { id } });
/** Resumes a paused upload on the server; the tus client then sends the rest. */
export const resumeUpload = (id: string) => callApi(driveRoutes.resume, { params: { id } });
/** Cancels an upload and deletes what was received. */
export const cancelUpload = (id: string) => callApi(driveRoutes.cancel, { params: { id } });
/** Removes a finished upload. */
export const removeUpload = (uploadId: string) =>
  callApi(driveRoutes.remove, { params: { uploadId } });
/** Names the order form's folder after the video; it stays a draft until ordered. */
export const titleDraft = (directory: string, title: string) =>
  callApi(driveRoutes.titleDraft, { params: { directory }, body: { title } });
/** Deletes one of the caller's folders with every file in it. */
export const checkFolderRemoval = (folderId: string) =>
  callApi(driveRoutes.folderRemoval, { params: { folderId } });
export const removeFolder = (folderId: string) =>
  callApi(driveRoutes.removeFolder, { params: { folderId } });
/** A short-lived signed URL of a file, to play it in the page or save it (decision 002). */
export const mediaLink = (fileId: string, disposition: Disposition) =>
  callApi(driveRoutes.link, { params: { fileId }, query: { disposition } });

/** The signed link a preview plays or shows. */
export const mediaLinkQuery = (fileId: string, disposition: Disposition) =>
  queryOptions({
    queryKey: driveKeys.link(fileId, disposition),
    queryFn: () => mediaLink(fileId, disposition),
    // Links last two hours; a fresh one for each opening after a while keeps playback working.
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });

/** Base64 of a UTF-8 string, as tus metadata wants it. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The declared type of a file: its browser type, or a neutral one of the kind when unknown. */
export function declaredType(file: { type: string }, kind: UploadKind): string {
  return /^(video|image)\/[a-z0-9][a-z0-9.+-]*$/i.test(file.type)
    ? file.type.toLowerCase()
    : `${kind}/unknown`;
}

/**
 * Creates a tus upload (POST /api/drive/upload/{directory}): the server checks the folder name,
 * the size limit and the caller before any byte is sent, and answers the upload's `uri`.
 */
export async function createUpload(input: {
  file: File;
  directory: string;
  kind: UploadKind;
}): Promise<UploadCreated> {
  const type = declaredType(input.file, input.kind);
  const url = routeUrl(driveRoutes.upload, {
    params: { directory: input.directory },
    query: { type, method: 'tus' },
  });
  const response = await fetchWithSession(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      [tusHeader.resumable]: tusVersion,
      [tusHeader.uploadLength]: String(input.file.size),
      [tusHeader.uploadMetadata]: `filename ${base64(input.file.name)},filetype ${base64(type)}`,
    },
  });
  if (!response.ok) throw await apiErrorOf(response);
  const parsed = UploadCreated.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(response.status, 'bad_response', errorCatalogue.other.message);
  return parsed.data;
}
