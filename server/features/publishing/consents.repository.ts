import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Upload consents and the authorizations in progress that lead to them. */
export function consentsRepository(db: Kysely<Database>) {
  return {
    async insertStart(row: Database['youtube_consent_starts']): Promise<void> {
      await db.insertInto('youtube_consent_starts').values(row).execute();
    },

    /** Deletes authorizations that expired before `before`, used or not. */
    async deleteStaleStarts(before: string): Promise<void> {
      await db.deleteFrom('youtube_consent_starts').where('expires_at', '<', before).execute();
    },

    /**
     * Uses a `state` once: its authorization when known, unused and unexpired; undefined for a
     * forged, replayed or late one. Two racing callbacks get it once.
     */
    async consumeStart(stateHash: string, now: string) {
      const row = await db
        .selectFrom('youtube_consent_starts')
        .selectAll()
        .where('state_hash', '=', stateHash)
        .executeTakeFirst();
      if (!row || row.used_at !== null || row.expires_at <= now) return undefined;
      const used = await db
        .updateTable('youtube_consent_starts')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? row : undefined;
    },

    find(userId: string) {
      return db
        .selectFrom('youtube_consents')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Keeps the newest consent of a Partner (a new grant replaces the old one). */
    async save(row: Database['youtube_consents']): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('youtube_consents').where('user_id', '=', row.user_id).execute();
        await trx.insertInto('youtube_consents').values(row).execute();
      });
    },

    /** Forgets a consent; when `sealed` is given, only if it is still that one. */
    async remove(userId: string, sealed?: string): Promise<void> {
      let query = db.deleteFrom('youtube_consents').where('user_id', '=', userId);
      if (sealed !== undefined) query = query.where('refresh_token', '=', sealed);
      await query.execute();
    },
  };
}

export type ConsentsRepository = ReturnType<typeof consentsRepository>;
