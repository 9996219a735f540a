import { randomUUID } from 'node:crypto';
import type { ReviewNote } from '../../../common/api/review.js';
import type { Principal } from '../../auth/tokens.js';
import { reachableNote } from './note-access.js';
import { noteViews } from './note-view.js';
import { type ReviewDeps } from './review-deps.js';
import { pushReviewChange } from './review-live.js';
import { reviewRepository } from './review.repository.js';

/** POST /api/review/notes/:noteId/replies: a reply in the note's thread, seen live. */
export async function replyToNote(
  deps: ReviewDeps,
  principal: Principal,
  noteId: string,
  body: string,
): Promise<ReviewNote> {
  const repo = reviewRepository(deps.db);
  const { note, version } = await reachableNote(deps.db, principal, noteId);
  const at = deps.now().toISOString();
  await repo.insertReply({
    id: randomUUID(),
    note_id: note.id,
    author_id: principal.uid,
    guest_link_id: null,
    guest_name: null,
    body,
    created_at: at,
  });
  pushReviewChange(
    deps,
    version,
    principal.uid,
    {
      requestId: version.id,
      noteId,
      change: 'replied',
      at,
    },
    note.asked_in_order_id,
  );
  const [view] = await noteViews(repo, [note], () => version.version);
  return view as ReviewNote;
}
