import type { Drawing, NoteHistoryResponse } from '../../../common/api/review.js';
import { frameToTimecode } from '../../../common/review/timecode.js';
import type { Principal } from '../../auth/tokens.js';
import { reachableNote } from './note-access.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewRepository } from './review.repository.js';

/**
 * GET /api/review/notes/:noteId/history: what a note said before each of its author's edits,
 * newest first, for whoever may read and answer the note (strangers 404). Timecodes are at the
 * note's rate: an edit keeps the video, so the rate is the one its frames were counted in.
 */
export async function noteHistory(
  deps: Pick<ReviewDeps, 'db'>,
  principal: Principal,
  noteId: string,
): Promise<NoteHistoryResponse> {
  const { note } = await reachableNote(deps.db, principal, noteId);
  const rows = await deps.db
    .selectFrom('review_note_history')
    .selectAll()
    .where('note_id', '=', note.id)
    .orderBy('at', 'desc')
    .orderBy('id')
    .execute();
  const names = await reviewRepository(deps.db).namesOf(
    rows.flatMap((r) => (r.by_id ? [r.by_id] : [])),
  );
  const rate = { num: note.fps_num, den: note.fps_den };
  return {
    noteId: note.id,
    entries: rows.map((r) => ({
      change: r.change,
      by: r.by_id ? (names.get(r.by_id) ?? null) : null,
      at: r.at,
      frame: r.frame,
      frameOut: r.frame_out,
      timecode: frameToTimecode(r.frame, rate),
      timecodeOut: r.frame_out === null ? null : frameToTimecode(r.frame_out, rate),
      drawing: r.drawing === null ? null : (JSON.parse(r.drawing) as Drawing),
      body: r.body,
    })),
  };
}
