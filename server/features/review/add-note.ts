import { randomUUID } from 'node:crypto';
import type { AddNoteRequest, ReviewNote } from '../../../common/api/review.js';
import { isKnownFrameRate, type FrameRate } from '../../../common/review/timecode.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../auth/tokens.js';
import { mediaFactsOf } from './frame-rate.js';
import { noteViews } from './note-view.js';
import { type ReviewDeps } from './review-deps.js';
import { reviewableVersion } from './review-guards.js';
import { pushReviewChange } from './review-live.js';
import { reviewRepository, type VersionRow } from './review.repository.js';

/** Who writes a note: a signed-in user, or a guest of a review link under the name they gave. */
export type NoteAuthorInput =
  { kind: 'user'; uid: string } | { kind: 'guest'; linkId: string; name: string };

/**
 * POST /api/review/versions/:requestId/notes: the Partner, the assigned staff member or an Admin
 * notes a frame of the version's delivered video.
 */
export async function addNote(
  deps: ReviewDeps,
  principal: Principal,
  orderId: string,
  input: AddNoteRequest,
): Promise<ReviewNote> {
  const version = await reviewableVersion(deps.db, principal, orderId);
  return storeNote(deps, version, { kind: 'user', uid: principal.uid }, input);
}

/**
 * The rate a note on `fileId` is kept at, once its place is checked: the probed rate when there is
 * one (the browser's must match it), else the browser's, which must be a known rate; the frame
 * (and out point) must lie within the video when its length is known.
 */
export async function placedRate(
  deps: ReviewDeps,
  fileId: string,
  input: Pick<AddNoteRequest, 'fps' | 'frame' | 'frameOut'>,
): Promise<FrameRate> {
  const facts = await mediaFactsOf(deps, fileId);
  const rate = facts?.rate ?? input.fps;
  if (!isKnownFrameRate(rate)) throw new AppError('review_unknown_rate');
  if (facts?.rate && (facts.rate.num !== input.fps.num || facts.rate.den !== input.fps.den))
    throw new AppError('review_unknown_rate');
  const last = facts?.durationFrames;
  if (last != null && (input.frame >= last || (input.frameOut ?? 0) > last))
    throw new AppError('review_past_end');
  return rate;
}

/**
 * Stores a note on a version the caller was already allowed to review. The file must be a video
 * the staff member delivered on that version; the frame (and out point) must lie within it when
 * its length is known; the rate is the probed one when there is one, else the browser's, which
 * must be a known rate.
 */
export async function storeNote(
  deps: ReviewDeps,
  version: VersionRow,
  author: NoteAuthorInput,
  input: AddNoteRequest,
): Promise<ReviewNote> {
  const repo = reviewRepository(deps.db);
  const file = await repo.deliveredVideo(version.id, input.fileId);
  if (!file) throw new AppError('not_found');
  const rate = await placedRate(deps, input.fileId, input);

  const at = deps.now();
  const id = randomUUID();
  const row = {
    id,
    order_id: version.id,
    file_id: input.fileId,
    author_id: author.kind === 'user' ? author.uid : null,
    guest_link_id: author.kind === 'guest' ? author.linkId : null,
    guest_name: author.kind === 'guest' ? author.name : null,
    frame: input.frame,
    frame_out: input.frameOut ?? null,
    fps_num: rate.num,
    fps_den: rate.den,
    drawing: input.drawing ? JSON.stringify(input.drawing) : null,
    body: input.body,
    state: 'open' as const,
    answer: null,
    done_by: null,
    asked_in_order_id: null,
    done_in_order_id: null,
    created_at: at.toISOString(),
    notice_id: null,
    edited_at: null,
  };
  await repo.insertNote(row);
  const [view] = await noteViews(repo, [row], () => version.version);
  const actorId = author.kind === 'user' ? author.uid : null;
  pushReviewChange(deps, version, actorId, {
    requestId: version.id,
    noteId: id,
    change: 'added',
    at: row.created_at,
  });
  return view!;
}
