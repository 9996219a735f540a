import type { NoteStateRequest, ReviewNote } from '../../../common/api/review.js';
import type { Principal } from '../../auth/tokens.js';
import { reachableNote } from './note-access.js';
import { noteViews } from './note-view.js';
import { type ReviewDeps } from './review-deps.js';
import { pushReviewChange } from './review-live.js';
import { reviewRepository } from './review.repository.js';

/**
 * POST /api/review/notes/:noteId/state: ticks a note off as done (with an optional answer, "kept
 * it, the music needs the pause") or opens it again. A note asked in a revision is resolved by
 * that revision, which its delivery then lists.
 */
export async function setNoteState(
  deps: ReviewDeps,
  principal: Principal,
  noteId: string,
  input: NoteStateRequest,
): Promise<ReviewNote> {
  const repo = reviewRepository(deps.db);
  const { note, version } = await reachableNote(deps.db, principal, noteId);
  const done = input.state === 'done';
  await repo.setState(note.id, {
    state: input.state,
    answer: done ? (input.answer ?? null) : null,
    done_by: done ? principal.uid : null,
    done_in_order_id: done ? note.asked_in_order_id : null,
  });
  pushReviewChange(
    deps,
    version,
    principal.uid,
    {
      requestId: version.id,
      noteId,
      change: 'state',
      at: deps.now().toISOString(),
    },
    note.asked_in_order_id,
  );
  const fresh = await repo.findNote(note.id);
  const [view] = await noteViews(repo, fresh ? [fresh] : [], () => version.version);
  return view as ReviewNote;
}
