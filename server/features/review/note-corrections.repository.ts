import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NoteRow } from './review.repository.js';

/**
 * The SQL of an author's corrections to a note: each change is conditional on no revision having
 * taken the note, so a correction racing a revision request loses cleanly. `db` may be a
 * transaction.
 */
export function noteCorrectionsRepository(db: Kysely<Database>) {
  return {
    /** Rewrites a note no revision took yet; false when one did. */
    async correctUnsent(
      id: string,
      change: Pick<
        NoteRow,
        'frame' | 'frame_out' | 'fps_num' | 'fps_den' | 'drawing' | 'body' | 'edited_at'
      >,
    ): Promise<boolean> {
      const result = await db
        .updateTable('review_notes')
        .set(change)
        .where('id', '=', id)
        .where('asked_in_order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes a note no revision took yet, with its replies; false when one did. */
    async deleteUnsent(id: string): Promise<boolean> {
      const note = await db
        .selectFrom('review_notes')
        .select('id')
        .where('id', '=', id)
        .where('asked_in_order_id', 'is', null)
        .executeTakeFirst();
      if (!note) return false;
      await db.deleteFrom('review_note_replies').where('note_id', '=', id).execute();
      const result = await db
        .deleteFrom('review_notes')
        .where('id', '=', id)
        .where('asked_in_order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
