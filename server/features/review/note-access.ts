import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { reviewableVersion } from './review-guards.js';
import { reviewRepository, type NoteRow, type VersionRow } from './review.repository.js';

/**
 * A note the caller may answer or tick, with its version: anyone who may review the version it
 * is on, or the revision it was asked in (after a pass-off the new editor works through them).
 */
export async function reachableNote(
  db: Kysely<Database>,
  principal: Principal,
  noteId: string,
): Promise<{ note: NoteRow; version: VersionRow }> {
  const repo = reviewRepository(db);
  const note = await repo.findNote(noteId);
  if (!note) throw new AppError('not_found');
  try {
    return { note, version: await reviewableVersion(db, principal, note.order_id) };
  } catch (err) {
    if (note.asked_in_order_id === null) throw err;
    await reviewableVersion(db, principal, note.asked_in_order_id);
    const version = await repo.findVersion(note.order_id);
    if (!version) throw new AppError('not_found');
    return { note, version };
  }
}
