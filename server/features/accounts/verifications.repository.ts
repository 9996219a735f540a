import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';
import type { UserRow } from './users.repository.js';

/** A new verification link, as the service makes it. */
export type NewVerification = {
  id: string;
  userId: string;
  secretHash: string;
  createdAt: string;
  expiresAt: string;
};

const verificationRow = (v: NewVerification) => ({
  id: v.id,
  user_id: v.userId,
  secret_hash: v.secretHash,
  created_at: v.createdAt,
  expires_at: v.expiresAt,
  used_at: null,
});

/** The SQL of verification links: a new account with its first link, more links, using one. */
export function verificationsRepository(db: Kysely<Database>) {
  return {
    async insertUserWithVerification(
      user: Insertable<UsersTable>,
      verification: NewVerification,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user).execute();
        await trx.insertInto('verifications').values(verificationRow(verification)).execute();
      });
    },

    async insertVerification(v: NewVerification): Promise<void> {
      await db.insertInto('verifications').values(verificationRow(v)).execute();
    },

    /**
     * Marks an unused, unexpired verification used and records the e-mail as verified, in one
     * transaction; the account counts as verified too, except a Partner still without a channel.
     * Returns the account, or undefined when the secret is unknown, used or expired.
     */
    async consumeVerification(secretHash: string, now: string): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const v = await trx
          .selectFrom('verifications')
          .selectAll()
          .where('secret_hash', '=', secretHash)
          .executeTakeFirst();
        if (!v || v.used_at !== null || v.expires_at <= now) return undefined;
        // The guard on used_at makes two simultaneous clicks verify once.
        const used = await trx
          .updateTable('verifications')
          .set({ used_at: now })
          .where('id', '=', v.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return undefined;
        await trx
          .updateTable('users')
          .set({ email_verified_at: now })
          .where('id', '=', v.user_id)
          .where('email_verified_at', 'is', null)
          .execute();
        // A Partner counts as verified only once a channel is linked too (decision 007).
        await trx
          .updateTable('users')
          .set({ verified_at: now })
          .where('id', '=', v.user_id)
          .where('verified_at', 'is', null)
          .where((eb) =>
            eb.or([eb('account_type', '!=', 'Partner'), eb('youtube_channel_id', 'is not', null)]),
          )
          .execute();
        return trx.selectFrom('users').selectAll().where('id', '=', v.user_id).executeTakeFirst();
      });
    },
  };
}
