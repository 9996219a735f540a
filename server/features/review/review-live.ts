import type { ReviewUpdated } from '../../../common/realtime.js';
import { reviewRoom } from '../../realtime/realtime-hub.js';
import type { ReviewDeps } from './review-deps.js';
import type { VersionRow } from './review.repository.js';

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
