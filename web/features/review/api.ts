import { queryOptions } from '@tanstack/react-query';
import {
  reviewRoutes,
  type AddNoteRequest,
  type EditNoteRequest,
  type ExportFormat,
  type NoteStateRequest,
} from '../../../common/api/review';
import { apiErrorOf, callApi, fetchWithSession, routeUrl } from '../../lib/api-client';

/** Every review query starts with this key, so one invalidation refreshes them all. */
export const reviewKeys = {
  all: ['review'] as const,
  versions: ['review', 'version'] as const,
  /** The key of every tick, so live refetches can wait for ticks in flight. */
  tick: ['review', 'tick'] as const,
  version: (orderId: string) => ['review', 'version', orderId] as const,
};

/** What a note said before each edit; refetched with every review change (under `all`). */
export const noteHistoryQuery = (noteId: string) =>
  queryOptions({
    queryKey: ['review', 'history', noteId] as const,
    queryFn: ({ signal }) => callApi(reviewRoutes.noteHistory, { params: { noteId }, signal }),
  });

export const reviewNotesQuery = (orderId: string) =>
  queryOptions({
    queryKey: reviewKeys.version(orderId),
    queryFn: ({ signal }) =>
      callApi(reviewRoutes.notes, { params: { requestId: orderId }, signal }),
  });

export const addNote = (orderId: string, body: AddNoteRequest) =>
  callApi(reviewRoutes.addNote, { params: { requestId: orderId }, body });

export const editNote = (noteId: string, body: EditNoteRequest) =>
  callApi(reviewRoutes.editNote, { params: { noteId }, body });

export const deleteNote = (noteId: string) =>
  callApi(reviewRoutes.deleteNote, { params: { noteId } });

export const replyToNote = (noteId: string, body: string) =>
  callApi(reviewRoutes.reply, { params: { noteId }, body: { body } });

export const setNoteState = (noteId: string, body: NoteStateRequest) =>
  callApi(reviewRoutes.setState, { params: { noteId }, body });

/** Fetches an export and saves it as a file, in one click. */
export async function downloadExport(
  orderId: string,
  format: ExportFormat,
  list: 'notes' | 'asked',
  start?: string,
): Promise<void> {
  const file = await callApi(reviewRoutes.exportNotes, {
    params: { requestId: orderId },
    query: { format, list, ...(start ? { start } : {}) },
  });
  saveBlob(new Blob([file.content], { type: file.mime }), file.filename);
}

/** Saves a made file in one click, as the browser saves a download. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves the notes as a printable PDF (each note beside a picture of its frame). The server
 * answers the PDF itself, not JSON, so it is fetched with the session and saved as it came.
 */
export async function downloadNotesPdf(
  orderId: string,
  list: 'notes' | 'asked',
  start?: string,
): Promise<void> {
  const url = routeUrl(reviewRoutes.exportPdf, {
    params: { requestId: orderId },
    query: { list, ...(start ? { start } : {}) },
  });
  const response = await fetchWithSession(url);
  if (!response.ok) throw await apiErrorOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? 'review-notes.pdf');
}
