import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { plainText, required, text } from './fields.js';
import { UploadId } from './drive.js';
import { Drawing, reviewLimits } from './review-drawing.js';
import { ReviewToken } from './review-versions.js';

// Review notes on a delivered video: a note sits on one frame (or an in-out range) of one
// version's delivered file, may carry a drawing, gathers replies, and is ticked off by the editor.

export {
  Drawing,
  DrawingShape,
  drawingColors,
  reviewLimits,
  type DrawingColor,
} from './review-drawing.js';

/** An exact frame rate, 30000/1001 for 29.97 (common/review/timecode.ts knows the list). */
export const FrameRateBody = z.object({
  num: z.number().check(z.int()).check(z.positive()),
  den: z.number().check(z.int()).check(z.positive()),
});

const Frame = required(
  z.number('Expected a frame number.').check(z.int('Expected a whole frame.')),
).check(z.gte(0, 'Expected a frame number from 0.'));

/** What a note says and where: its frame (or range), rate, drawing and text. */
const NoteContent = z.object({
  frame: Frame,
  frameOut: z.optional(Frame),
  fps: required(FrameRateBody),
  drawing: z.optional(Drawing),
  body: text(reviewLimits.bodyMax, { multiline: true }),
});
const outAfterIn: [
  (n: { frame: number; frameOut?: number | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (n) => n.frameOut === undefined || n.frameOut > n.frame,
  { path: ['frameOut'], message: 'The out point must come after the in point.' },
];

/** Body of POST /api/review/versions/:requestId/notes. */
export const AddNoteRequest = z
  .extend(NoteContent, { fileId: required(UploadId) })
  .check(z.refine(...outAfterIn));
export type AddNoteRequest = z.infer<typeof AddNoteRequest>;

/**
 * Body of PATCH /api/review/notes/:noteId: the author's correction, the whole of what the note
 * says (a range or drawing left out is removed), on the same file.
 */
export const EditNoteRequest = NoteContent.check(z.refine(...outAfterIn));
export type EditNoteRequest = z.infer<typeof EditNoteRequest>;

/** Body of POST /api/review/notes/:noteId/replies. */
export const ReplyRequest = z.object({ body: text(reviewLimits.replyMax, { multiline: true }) });
export type ReplyRequest = z.infer<typeof ReplyRequest>;

/** Body of POST /api/review/notes/:noteId/state: ticked off (with an optional answer) or open. */
export const NoteStateRequest = z.object({
  state: z.enum(['open', 'done'], 'Expected open or done.'),
  answer: z.optional(text(reviewLimits.answerMax, { multiline: true })),
});
export type NoteStateRequest = z.infer<typeof NoteStateRequest>;

/** Who wrote a note or reply: a user, or a guest of a review link (shown as a guest). */
export const NoteAuthor = z.object({
  name: z.string(),
  userId: z.nullable(z.string()),
  guest: z.boolean(),
});

export const NoteReply = z.object({
  id: z.string(),
  author: NoteAuthor,
  body: z.string(),
  createdAt: z.string(),
});
export type NoteReply = z.infer<typeof NoteReply>;

/** A note as every reader of the review sees it. */
export const ReviewNote = z.object({
  id: z.string(),
  requestId: z.string(),
  fileId: z.string(),
  /** 1 for the order's delivery, 2 for its revision's, … */
  version: z.number().check(z.int()),
  author: NoteAuthor,
  frame: z.number().check(z.int()),
  frameOut: z.nullable(z.number().check(z.int())),
  fps: FrameRateBody,
  /** SMPTE timecode of the frame (and of the out point) at the video's rate. */
  timecode: z.string(),
  timecodeOut: z.nullable(z.string()),
  drawing: z.nullable(Drawing),
  body: z.string(),
  state: z.enum(['open', 'done']),
  answer: z.nullable(z.string()),
  doneBy: z.nullable(z.string()),
  /** The revision order that was asked with this note, once one was. */
  askedInRequestId: z.nullable(z.string()),
  /** The revision order whose delivery resolved it. */
  doneInRequestId: z.nullable(z.string()),
  createdAt: z.string(),
  /** When its author last corrected it (its earlier words are kept in its history). */
  editedAt: z.nullable(z.string()),
  replies: z.array(NoteReply),
});
export type ReviewNote = z.infer<typeof ReviewNote>;

const Counts = z.object({ open: z.number().check(z.int()), done: z.number().check(z.int()) });

/** Answer of GET /api/review/versions/:requestId/notes. */
export const ReviewNotesResponse = z.object({
  requestId: z.string(),
  version: z.number().check(z.int()),
  /** The order's title, for headings and export file names. */
  title: z.string(),
  /** Notes made on this version's delivery. */
  notes: z.array(ReviewNote),
  /** Notes the revision was asked with (a revision order only): what the editor works through. */
  asked: z.array(ReviewNote),
  /** Of `asked`, the ones ticked off while working on this revision. */
  resolved: z.array(z.string()),
  /** Open and done notes on this version, and on the asked list. */
  counts: Counts,
  askedCounts: Counts,
});
export type ReviewNotesResponse = z.infer<typeof ReviewNotesResponse>;

export const ExportFormat = z.enum(['csv', 'edl', 'fcpxml'], 'Expected csv, edl or fcpxml.');
export type ExportFormat = z.infer<typeof ExportFormat>;

/** One earlier state of a note: what it said before its author edited or withdrew it. */
export const NoteHistoryEntry = z.object({
  change: z.enum(['edited', 'deleted']),
  /** Who made the change (the author), null when their account is gone. */
  by: z.nullable(z.string()),
  at: z.string(),
  frame: z.number().check(z.int()),
  frameOut: z.nullable(z.number().check(z.int())),
  timecode: z.string(),
  timecodeOut: z.nullable(z.string()),
  drawing: z.nullable(Drawing),
  body: z.string(),
});
export type NoteHistoryEntry = z.infer<typeof NoteHistoryEntry>;

/** Answer of GET /api/review/notes/:noteId/history: the note's earlier states, newest first. */
export const NoteHistoryResponse = z.object({
  noteId: z.string(),
  entries: z.array(NoteHistoryEntry),
});
export type NoteHistoryResponse = z.infer<typeof NoteHistoryResponse>;

/**
 * The timecode an export's timeline starts at (`01:00:00:00` as editors' sequences usually do;
 * 00:00:00:00 when left out); the server checks it exists at the notes' rate.
 */
export const ExportStart = z
  .string('Expected a timecode.')
  .check(z.regex(/^\d{2}:[0-5]\d:[0-5]\d[:;]\d{2}$/, 'Expected a timecode like 01:00:00:00.'));

/** Answer of GET /api/review/versions/:requestId/export: the file the browser saves. */
export const NotesExport = z.object({
  filename: z.string(),
  mime: z.string(),
  content: z.string(),
});
export type NotesExport = z.infer<typeof NotesExport>;

/**
 * A guest's proof on their notes routes: the link's token and the grant the open answered
 * (`guestToken`), both in the body so neither reaches an access log.
 */
export const GuestNotesRequest = z.object({
  token: required(ReviewToken),
  guestToken: required(plainText().check(z.minLength(1)).check(z.maxLength(1000))),
});
export type GuestNotesRequest = z.infer<typeof GuestNotesRequest>;

/** Body of POST /api/guest-review/notes/add: the note on the link's one file. */
export const GuestAddNoteRequest = z.extend(GuestNotesRequest, { note: required(AddNoteRequest) });
export type GuestAddNoteRequest = z.infer<typeof GuestAddNoteRequest>;

/** What a guest sees of the notes: those on the link's one file. */
export const GuestNotesResponse = z.object({ notes: z.array(ReviewNote) });
export type GuestNotesResponse = z.infer<typeof GuestNotesResponse>;

const VersionParams = z.object({ requestId: required(z.uuid('Expected an order id.')) });
const NoteParams = z.object({ noteId: required(z.uuid('Expected a note id.')) });

export const reviewRoutes = {
  notes: defineRoute({
    method: 'GET',
    path: '/api/review/versions/:requestId/notes',
    auth: true,
    params: VersionParams,
    response: ReviewNotesResponse,
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/api/review/versions/:requestId/notes',
    auth: true,
    params: VersionParams,
    body: AddNoteRequest,
    response: ReviewNote,
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/api/review/notes/:noteId/replies',
    auth: true,
    params: NoteParams,
    body: ReplyRequest,
    response: ReviewNote,
  }),
  setState: defineRoute({
    method: 'POST',
    path: '/api/review/notes/:noteId/state',
    auth: true,
    params: NoteParams,
    body: NoteStateRequest,
    response: ReviewNote,
  }),
  editNote: defineRoute({
    method: 'PATCH',
    path: '/api/review/notes/:noteId',
    auth: true,
    params: NoteParams,
    body: EditNoteRequest,
    response: ReviewNote,
  }),
  deleteNote: defineRoute({
    method: 'DELETE',
    path: '/api/review/notes/:noteId',
    auth: true,
    params: NoteParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  // Guests have no account: the link token and their grant travel in the body, never the path.
  guestNotes: defineRoute({
    method: 'POST',
    path: '/api/guest-review/notes',
    auth: false,
    body: GuestNotesRequest,
    response: GuestNotesResponse,
  }),
  guestAddNote: defineRoute({
    method: 'POST',
    path: '/api/guest-review/notes/add',
    auth: false,
    body: GuestAddNoteRequest,
    response: ReviewNote,
  }),
  noteHistory: defineRoute({
    method: 'GET',
    path: '/api/review/notes/:noteId/history',
    auth: true,
    params: NoteParams,
    response: NoteHistoryResponse,
  }),
  exportNotes: defineRoute({
    method: 'GET',
    path: '/api/review/versions/:requestId/export',
    auth: true,
    params: VersionParams,
    query: z.object({
      format: required(ExportFormat),
      list: z.optional(z.enum(['notes', 'asked'], 'Expected notes or asked.')),
      start: z.optional(ExportStart),
    }),
    response: NotesExport,
  }),
  /** The notes as a printable PDF (application/pdf), each beside a picture of its frame. */
  exportPdf: defineRoute({
    method: 'GET',
    path: '/api/review/versions/:requestId/export/pdf',
    auth: true,
    params: VersionParams,
    query: z.object({
      list: z.optional(z.enum(['notes', 'asked'], 'Expected notes or asked.')),
      start: z.optional(ExportStart),
    }),
    response: z.unknown(),
  }),
};
