import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  driveRoutes,
  UploadCreated,
  type Disposition,
  type UploadKind,
} from '../../../common/api/drive';
import { errorCatalogue, isErrorCode } from '../../../common/errors';
import { currentAccessToken } from '../../app/session';
import { ApiError, callApi, networkErrorMessage, refreshAccessToken } from '../../lib/api-client';

/** Every file the signed-in user may see; keyed by uid so one user's list never shows for another. */
export const filesQuery = (uid: string | null) =>
  queryOptions({
    queryKey: ['drive', 'files', uid],
    queryFn: ({ signal }) => callApi(driveRoutes.files, { signal }),
    enabled: uid !== null,
  });

/** The two layers (raw footage, deliveries) of a folder. */
export const fileContentsQuery = (folderId: string, layers: 1 | 2 = 2) =>
  queryOptions({
    queryKey: ['drive', 'file-contents', folderId, layers],
    queryFn: ({ signal }) =>
      callApi(driveRoutes.fileContents, { params: { id: folderId }, query: { layers }, signal }),
  });

/** Server-side progress of an upload (SPEC §7). */
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
/** A short-lived signed URL of a file, to play it in the page or save it (decision 002). */
export const mediaLink = (fileId: string, disposition: Disposition) =>
  callApi(driveRoutes.link, { params: { fileId }, query: { disposition } });

const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    link: z.object({ text: z.string(), href: z.string() }).optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  }),
});

/** The ApiError an error answer's body describes, whatever route gave it. */
export function apiErrorFrom(status: number, body: string): ApiError {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { code, message, link, fieldErrors } = parsed.data.error;
      return new ApiError(status, isErrorCode(code) ? code : 'other', message, link, fieldErrors);
    }
  } catch {
    // not JSON: fall through
  }
  const code =
    status === 401
      ? 'unauthorized'
      : status === 403
        ? 'forbidden'
        : status === 404
          ? 'not_found'
          : 'other';
  return new ApiError(status, code, errorCatalogue[code].message);
}

/**
 * fetch() with the access token, refreshed and retried once on a 401 like callApi does. For the
 * drive calls callApi cannot make: tus headers on upload creation, raw bytes on download.
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers, credentials: 'same-origin' }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', networkErrorMessage);
    });
  };
  const first = await send(currentAccessToken());
  if (first.status !== 401) return first;
  const token = await refreshAccessToken();
  return token ? send(token) : first;
}

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
  const url = `${driveRoutes.upload.path.replace(':directory', encodeURIComponent(input.directory))}?type=${encodeURIComponent(type)}&method=tus`;
  const response = await fetchWithSession(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(input.file.size),
      'Upload-Metadata': `filename ${base64(input.file.name)},filetype ${base64(type)}`,
    },
  });
  const text = await response.text();
  if (!response.ok) throw apiErrorFrom(response.status, text);
  const parsed = UploadCreated.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new ApiError(response.status, 'bad_response', errorCatalogue.other.message);
  return parsed.data;
}
