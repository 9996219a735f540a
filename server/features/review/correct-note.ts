import { randomUUID } from 'node:crypto';
import type { EditNoteRequest, ReviewNote } from '../../../common/api/review.js';
import { accessRules } from '../../access/access.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { placedRate } from './add-note.js';
import { noteCorrectionsRepository } from './note-corrections.repository.js';
import { noteViews } from './note-view.js';
import type { ReviewDeps } from './review-deps.js';
import { pushReviewChange } from './review-live.js';
import { reviewRepository, type NoteRow, type VersionRow } from './review.repository.js';

/**
 * A note its author may still change: it exists (else 404), the caller wrote it
 * (`order.review.own-note`: 404 to strangers, 403 to the others on the order) and it has not
 * gone with a revision (409 `review_note_sent`: the editor works from what was sent).
 */
async function ownOpenNote(
  deps: ReviewDeps,
  principal: Principal,
  noteId: string,
): Promise<{ note: NoteRow; version: VersionRow }> {
  const repo = reviewRepository(deps.db);
  const note = await repo.findNote(noteId);
  if (!note) throw new AppError('not_found');
  await accessRules(deps.db).require(principal, 'order.review.own-note', note.order_id, {
    authorId: note.author_id,
  });
  if (note.asked_in_order_id !== null) throw new AppError('review_note_sent');
  const version = await repo.findVersion(note.order_id);
  if (!version) throw new AppError('not_found');
  return { note, version };
}

/** What the note said before a change, for its history. */
function historyRow(note: NoteRow, change: 'edited' | 'deleted', byId: string, at: string) {
  return {
    id: randomUUID(),
    note_id: note.id,
    order_id: note.order_id,
    change,
    by_id: byId,
    at,
    frame: note.frame,
    frame_out: note.frame_out,
    drawing: note.drawing,
    body: note.body,
  };
}

/**
 * PATCH /api/review/notes/:noteId: the author corrects the text, frame, range or drawing of a
 * note not yet sent. The earlier words go to the note's history in the same transaction, which
 * also re-checks that no revision took the note meanwhile.
 */
export async function editNote(
  deps: ReviewDeps,
  principal: Principal,
  noteId: string,
  input: EditNoteRequest,
): Promise<ReviewNote> {
  const { note, version } = await ownOpenNote(deps, principal, noteId);
  const rate = await placedRate(deps, note.file_id, input);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('review_note_history')
      .values(historyRow(note, 'edited', principal.uid, at))
      .execute();
    const changed = await noteCorrectionsRepository(trx).correctUnsent(note.id, {
      frame: input.frame,
      frame_out: input.frameOut ?? null,
      fps_num: rate.num,
      fps_den: rate.den,
      drawing: input.drawing ? JSON.stringify(input.drawing) : null,
      body: input.body,
      edited_at: at,
    });
    if (!changed) throw new AppError('review_note_sent');
  });
  pushReviewChange(deps, version, principal.uid, {
    requestId: version.id,
    noteId,
    change: 'edited',
    at,
  });
  const repo = reviewRepository(deps.db);
  const fresh = await repo.findNote(noteId);
  const [view] = await noteViews(repo, fresh ? [fresh] : [], () => version.version);
  return view as ReviewNote;
}

/**
 * DELETE /api/review/notes/:noteId: the author withdraws a note not yet sent. Its replies go with
 * it; what it said stays in its history.
 */
export async function deleteNote(
  deps: ReviewDeps,
  principal: Principal,
  noteId: string,
): Promise<{ ok: true }> {
  const { note, version } = await ownOpenNote(deps, principal, noteId);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('review_note_history')
      .values(historyRow(note, 'deleted', principal.uid, at))
      .execute();
    if (!(await noteCorrectionsRepository(trx).deleteUnsent(note.id)))
      throw new AppError('review_note_sent');
  });
  pushReviewChange(deps, version, principal.uid, {
    requestId: version.id,
    noteId,
    change: 'deleted',
    at,
  });
  return { ok: true };
}
