// Review notes on delivered videos (docs/review.md).

/** A note on one frame (or range) of one version's delivered file. */
export interface ReviewNotesTable {
  id: string;
  /** The version: the order (or revision order) whose delivery the file is. */
  order_id: string;
  file_id: string;
  /** A user's note; null for a guest's. */
  author_id: string | null;
  guest_link_id: string | null;
  guest_name: string | null;
  frame: number;
  frame_out: number | null;
  fps_num: number;
  fps_den: number;
  /** JSON array of shapes in 0-1 coordinates. */
  drawing: string | null;
  body: string;
  state: 'open' | 'done';
  answer: string | null;
  done_by: string | null;
  /** The revision order asked with this note. */
  asked_in_order_id: string | null;
  /** The revision order during which it was ticked off. */
  done_in_order_id: string | null;
  created_at: string;
  /** The digest message that announced it; null while it waits for one (docs/review.md). */
  notice_id: string | null;
  /** When its author last corrected it; null while it says what it first said. */
  edited_at: string | null;
}

/** What a note said before its author corrected (`edited`) or withdrew (`deleted`) it. */
export interface ReviewNoteHistoryTable {
  id: string;
  note_id: string;
  order_id: string;
  change: 'edited' | 'deleted';
  by_id: string | null;
  at: string;
  frame: number;
  frame_out: number | null;
  drawing: string | null;
  body: string;
}

/** A reply in a note's thread. */
export interface ReviewNoteRepliesTable {
  id: string;
  note_id: string;
  author_id: string | null;
  guest_link_id: string | null;
  guest_name: string | null;
  body: string;
  created_at: string;
}
