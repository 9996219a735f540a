import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Ending all of a user's sessions but one ("End all other sessions" in Settings). */
export function otherSessionsRepository(db: Kysely<Database>) {
  return {
    /**
     * Ends every session of `userId` but `keep`: the sign-ins are marked ended and their refresh
     * tokens revoked together. Answers how many of them could still refresh.
     */
    async endOtherSignIns(userId: string, keep: string, at: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const live = await trx
          .selectFrom('refresh_tokens')
          .select('family_id')
          .distinct()
          .where('user_id', '=', userId)
          .where('family_id', '!=', keep)
          .where('revoked_at', 'is', null)
          .where('replaced_at', 'is', null)
          .where('expires_at', '>', at)
          .execute();
        await trx
          .updateTable('sign_ins')
          .set({ ended_at: at })
          .where('user_id', '=', userId)
          .where('id', '!=', keep)
          .where('ended_at', 'is', null)
          .execute();
        await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: at })
          .where('user_id', '=', userId)
          .where('family_id', '!=', keep)
          .where('revoked_at', 'is', null)
          .execute();
        return live.length;
      });
    },
  };
}
