import type { ReviewNotesResponse } from '../../../common/api/review.js';
import type { Principal } from '../../auth/tokens.js';
import { noteViews } from './note-view.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewableVersion } from './review-guards.js';
import { reviewRepository, type NoteRow } from './review.repository.js';

const countsOf = (rows: readonly NoteRow[]) => ({
  open: rows.filter((r) => r.state === 'open').length,
  done: rows.filter((r) => r.state === 'done').length,
});

/**
 * GET /api/review/versions/:requestId/notes: the notes on this version's delivery and, for a
 * revision, the notes it was asked with (on the version before) and which of them it resolved.
 */
export async function listNotes(
  deps: Pick<ReviewDeps, 'db'>,
  principal: Principal,
  orderId: string,
): Promise<ReviewNotesResponse> {
  const repo = reviewRepository(deps.db);
  const version = await reviewableVersion(deps.db, principal, orderId);
  const own = await repo.notesOn(version.id);
  const askedRows = await repo.notesAskedIn(version.id);
  const previous = version.of_request_id ? await repo.findVersion(version.of_request_id) : null;
  const versionOf = (id: string) =>
    id === version.id ? version.version : (previous?.version ?? version.version - 1);
  return {
    requestId: version.id,
    version: version.version,
    title: version.title,
    notes: await noteViews(repo, own, versionOf),
    asked: await noteViews(repo, askedRows, versionOf),
    resolved: askedRows.filter((r) => r.done_in_order_id === version.id).map((r) => r.id),
    counts: countsOf(own),
    askedCounts: countsOf(askedRows),
  };
}
