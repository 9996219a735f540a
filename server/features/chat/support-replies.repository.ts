import type { Kysely } from 'kysely';
import type { Database, SupportRepliesTable } from '../../db/schema.js';

/** The SQL of the Admins' saved replies. */
export function supportRepliesRepository(db: Kysely<Database>) {
  return {
    /** Every saved reply, by title. */
    savedReplies(): Promise<SupportRepliesTable[]> {
      return db.selectFrom('support_replies').selectAll().orderBy('title').orderBy('id').execute();
    },

    async insertSavedReply(row: SupportRepliesTable): Promise<void> {
      await db.insertInto('support_replies').values(row).execute();
    },

    /** Changes a reply; answers it as stored, or undefined when there is none. */
    async updateSavedReply(
      row: Pick<SupportRepliesTable, 'id' | 'title' | 'body' | 'updated_by' | 'updated_at'>,
    ): Promise<SupportRepliesTable | undefined> {
      const { id, ...change } = row;
      await db.updateTable('support_replies').set(change).where('id', '=', id).execute();
      return db.selectFrom('support_replies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Deletes a reply; answers whether it existed. */
    async deleteSavedReply(id: string): Promise<boolean> {
      const result = await db.deleteFrom('support_replies').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
