import type {
  GuestAddNoteRequest,
  GuestNotesRequest,
  GuestNotesResponse,
  ReviewNote,
} from '../../../common/api/review.js';
import { AppError } from '../../errors.js';
import { readGuestGrant } from '../review-versions/review-versions.public.js';
import { storeNote } from './add-note.js';
import { noteViews } from './note-view.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewRepository } from './review.repository.js';

/**
 * The guest's link, checked: the grant must be signed by us and unexpired, the link still open
 * (revoked or expired answers 410 review_link_gone) and the one the grant was given for.
 */
async function guestOf(deps: ReviewDeps, body: GuestNotesRequest, address: string) {
  if (!deps.guests) throw new AppError('not_found');
  const grant = readGuestGrant(deps.guests.secret, body.guestToken, deps.guests.now());
  const link = await deps.guests.linkOpen(body.token, address);
  if (!grant || grant.linkId !== link.id) throw new AppError('review_guest_grant');
  const version = await reviewRepository(deps.db).findVersion(link.order_id);
  if (!version) throw new AppError('review_link_gone');
  return { grant, link, version };
}

/** POST /api/guest-review/notes: the notes on the link's one file, as its reviewers see them. */
export async function guestNotes(
  deps: ReviewDeps,
  body: GuestNotesRequest,
  address: string,
): Promise<GuestNotesResponse> {
  const { link, version } = await guestOf(deps, body, address);
  const repo = reviewRepository(deps.db);
  const rows = (await repo.notesOn(version.id)).filter((r) => r.file_id === link.file_id);
  return { notes: await noteViews(repo, rows, () => version.version) };
}

/**
 * POST /api/guest-review/notes/add: a note by the guest on the link's one file, under the name
 * they opened the link with; any other file is not theirs to note (404).
 */
export async function guestAddNote(
  deps: ReviewDeps,
  body: GuestAddNoteRequest,
  address: string,
): Promise<ReviewNote> {
  const { grant, link, version } = await guestOf(deps, body, address);
  if (body.note.fileId !== link.file_id) throw new AppError('not_found');
  const author = { kind: 'guest' as const, linkId: link.id, name: grant.name };
  return storeNote(deps, version, author, body.note);
}
