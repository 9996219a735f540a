import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NoteRow } from './review.repository.js';

/** Whose notes one digest message announces: one author's notes on one version. */
export type DigestGroup = {
  order_id: string;
  author_id: string | null;
  guest_link_id: string | null;
  /** When the first waiting note of the group was made; the window runs from it. */
  first: string;
};

/** The SQL of the note digests: notes waiting for a message, and claiming them into one. */
export function reviewNoticesRepository(db: Kysely<Database>) {
  return {
    /** The groups of waiting notes whose first note was made at or before `closedBy`. */
    async dueGroups(closedBy: string, limit: number): Promise<DigestGroup[]> {
      const rows = await db
        .selectFrom('review_notes')
        .select(['order_id', 'author_id', 'guest_link_id'])
        .select((eb) => eb.fn.min<string>('created_at').as('first'))
        .where('notice_id', 'is', null)
        .groupBy(['order_id', 'author_id', 'guest_link_id'])
        .having((eb) => eb.fn.min('created_at'), '<=', closedBy)
        .orderBy('first')
        .limit(limit)
        .execute();
      return rows;
    },

    /**
     * Marks the group's notes made before `until` as announced by `noticeId`, in one conditional
     * update: of two instances claiming the same notes, only the first gets any. Returns how
     * many it claimed.
     */
    async claim(group: DigestGroup, until: string, noticeId: string): Promise<number> {
      const result = await db
        .updateTable('review_notes')
        .set({ notice_id: noticeId })
        .where('notice_id', 'is', null)
        .where('order_id', '=', group.order_id)
        .where('author_id', group.author_id === null ? 'is' : '=', group.author_id)
        .where('guest_link_id', group.guest_link_id === null ? 'is' : '=', group.guest_link_id)
        .where('created_at', '<', until)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The notes one digest announces, in the order they were made. */
    claimed(noticeId: string): Promise<NoteRow[]> {
      return db
        .selectFrom('review_notes')
        .selectAll()
        .where('notice_id', '=', noticeId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
