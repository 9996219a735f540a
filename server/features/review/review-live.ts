import type { ReviewUpdated } from '../../../common/realtime.js';
import { reviewRoom } from '../../realtime/realtime-hub.js';
import { reviewLimits } from '../../../common/api/review.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewNoticesRepository } from './review-notices.repository.js';
import type { ReviewRepository, VersionRow } from './review.repository.js';

/**
 * Tells everyone on the order that a note changed, so an open review refetches: the order's
 * Partner and current staff member (read from the order now, so a staff member the order was
 * passed away from stops hearing of it) and whoever acted, through their own sockets (the Inbox
 * refreshes its counts), and every socket that has the review open (`reviewWatch`), Admins
 * included; a note asked in a revision is also heard on that revision's review.
 */
export function pushReviewChange(
  deps: Pick<ReviewDeps, 'realtime'>,
  version: VersionRow,
  actorId: string | null,
  payload: ReviewUpdated,
  askedIn: string | null = null,
): void {
  const uids = [version.client_id, version.staff_id, ...(actorId ? [actorId] : [])];
  const rooms = [version.id, ...(askedIn ? [askedIn] : [])].map(reviewRoom);
  deps.realtime.toUsersAndRooms({ uids: [...new Set(uids)], rooms }, 'reviewUpdated', payload);
}

/**
 * Sends a new note through the order notifier (event, e-mail, System message) unless one went out
 * for this version within the digest window: a Partner writing ten notes in a sitting makes the
 * editor read one message, not ten.
 */
export async function noticeNewNote(
  deps: Pick<ReviewDeps, 'notifier' | 'db'>,
  repo: ReviewRepository,
  input: { version: VersionRow; actorId: string | null; by: string; at: Date },
): Promise<void> {
  const since = new Date(input.at.getTime() - reviewLimits.digestMinutes * 60_000).toISOString();
  if (await reviewNoticesRepository(deps.db).notedSince(input.version.id, since)) return;
  const open = (await repo.notesOn(input.version.id)).filter((n) => n.state === 'open').length;
  try {
    await deps.notifier.notify({
      event: 'reviewNoted',
      requestId: input.version.id,
      actorId: input.actorId,
      at: input.at.toISOString(),
      detail: { notes: open, by: input.by },
    });
  } catch {
    // The notifier logs its own failures; the note is stored either way.
  }
}
