import type { ReviewUpdated } from '../../../common/realtime.js';
import { reviewLimits } from '../../../common/api/review.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewNoticesRepository } from './review-notices.repository.js';
import type { ReviewRepository, VersionRow } from './review.repository.js';

/**
 * Tells everyone on the order that a note changed, so an open review refetches. The audience is
 * read from the order now (its Partner and current staff member) plus whoever acted, so a staff
 * member the order was passed away from stops hearing of it.
 */
export function pushReviewChange(
  deps: Pick<ReviewDeps, 'realtime'>,
  version: VersionRow,
  actorId: string | null,
  payload: ReviewUpdated,
): void {
  const uids = [version.client_id, version.staff_id, ...(actorId ? [actorId] : [])];
  deps.realtime.toUsers([...new Set(uids)], 'reviewUpdated', payload);
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
