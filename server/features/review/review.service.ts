import type {
  AddNoteRequest,
  EditNoteRequest,
  ExportFormat,
  GuestAddNoteRequest,
  GuestNotesRequest,
  NoteStateRequest,
} from '../../../common/api/review.js';
import type { Principal } from '../../auth/tokens.js';
import { addNote } from './add-note.js';
import { deleteNote, editNote } from './correct-note.js';
import { exportNotes } from './export-notes.js';
import { exportPdf } from './export-pdf.js';
import { guestAddNote, guestNotes } from './guest-notes.js';
import { listNotes } from './list-notes.js';
import { runNoteDigest } from './note-digest.js';
import { noteHistory } from './note-history.js';
import { replyToNote } from './reply-to-note.js';
import type { ReviewDeps } from './review-deps.js';
import { setNoteState } from './set-note-state.js';

/** The review use cases, one line each, for the routes. */
export function reviewService(deps: ReviewDeps) {
  return {
    notes: (p: Principal, orderId: string) => listNotes(deps, p, orderId),
    addNote: (p: Principal, orderId: string, input: AddNoteRequest) =>
      addNote(deps, p, orderId, input),
    reply: (p: Principal, noteId: string, body: string) => replyToNote(deps, p, noteId, body),
    setState: (p: Principal, noteId: string, input: NoteStateRequest) =>
      setNoteState(deps, p, noteId, input),
    editNote: (p: Principal, noteId: string, input: EditNoteRequest) =>
      editNote(deps, p, noteId, input),
    deleteNote: (p: Principal, noteId: string) => deleteNote(deps, p, noteId),
    noteHistory: (p: Principal, noteId: string) => noteHistory(deps, p, noteId),
    guestNotes: (body: GuestNotesRequest, address: string) => guestNotes(deps, body, address),
    guestAddNote: (body: GuestAddNoteRequest, address: string) => guestAddNote(deps, body, address),
    exportNotes: (
      p: Principal,
      orderId: string,
      query: { format: ExportFormat; list?: 'notes' | 'asked'; start?: string },
    ) => exportNotes(deps, p, orderId, query),
    exportPdf: (
      p: Principal,
      orderId: string,
      query: { list?: 'notes' | 'asked'; start?: string },
    ) => exportPdf(deps, p, orderId, query),
    /** The note digest job's run (server/jobs/review-digest.ts). */
    runNoteDigest: () => runNoteDigest(deps),
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
