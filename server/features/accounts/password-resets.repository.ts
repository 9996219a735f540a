import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { endPendingLinks } from './pending-links.js';

/** A new password reset link, as the service makes it. */
export type NewPasswordReset = {
  id: string;
  userId: string;
  secretHash: string;
  createdAt: string;
  expiresAt: string;
};

/** Deletes password reset links past their expiry; answers how many went. */
export async function deleteExpiredPasswordResets(
  db: Kysely<Database>,
  now: string,
): Promise<number> {
  const result = await db
    .deleteFrom('password_resets')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The SQL of password reset links and of setting a new password. */
export function passwordResetsRepository(db: Kysely<Database>) {
  return {
    async insertPasswordReset(r: NewPasswordReset): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({
          id: r.id,
          user_id: r.userId,
          secret_hash: r.secretHash,
          created_at: r.createdAt,
          expires_at: r.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** The account of an unused, unexpired link, or undefined. */
    async findUsablePasswordReset(secretHash: string, now: string) {
      return db
        .selectFrom('password_resets')
        .select(['id', 'user_id'])
        .where('secret_hash', '=', secretHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Uses the link, stores the new password hash, voids the account's other links and deletes
     * all its refresh tokens, in one transaction. False when the link was used meanwhile.
     */
    async resetPassword(resetId: string, userId: string, passwordHash: string, now: string) {
      return db.transaction().execute(async (trx) => {
        // The guard on used_at makes two submits of one link reset once.
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', resetId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await endPendingLinks(trx, userId, now);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
        return true;
      });
    },

    /**
     * Stores a new password hash, ends every unused reset and e-mail-change link, and deletes
     * every refresh token but those of `keepFamily`.
     */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepFamily: string | undefined,
      now: string,
    ) {
      await db.transaction().execute(async (trx) => {
        await endPendingLinks(trx, userId, now);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .execute();
        let ended = trx.deleteFrom('refresh_tokens').where('user_id', '=', userId);
        if (keepFamily) ended = ended.where('family_id', '!=', keepFamily);
        await ended.execute();
      });
    },
  };
}
