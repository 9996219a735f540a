import type { Kysely, Selectable, Insertable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

/** A stored account row. */
export type UserRow = Selectable<UsersTable>;

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

/** The only place with SQL for accounts, verifications and refresh tokens. */
export function accountsRepository(db: Kysely<Database>) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Finds by username or e-mail, without regard to case. */
    async findUserByLogin(login: string): Promise<UserRow | undefined> {
      const lower = login.toLowerCase();
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username_lower', '=', lower), eb('email_lower', '=', lower)]))
        .executeTakeFirst();
    },

    async usernameExists(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async emailExists(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email_lower', '=', email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertUserWithVerification(
      user: Insertable<UsersTable>,
      verification: NewVerification,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user).execute();
        await trx.insertInto('verifications').values(verificationRow(verification)).execute();
      });
    },

    async setPlan(userId: string, plan: UsersTable['plan']): Promise<number> {
      const result = await db
        .updateTable('users')
        .set({ plan })
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
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

    async insertRefreshToken(t: {
      id: string;
      familyId: string;
      userId: string;
      tokenHash: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          id: t.id,
          family_id: t.familyId,
          user_id: t.userId,
          token_hash: t.tokenHash,
          created_at: t.createdAt,
          expires_at: t.expiresAt,
          replaced_at: null,
          revoked_at: null,
        })
        .execute();
    },

    async findRefreshToken(tokenHash: string) {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks a token replaced; false when someone else replaced it first. */
    async markRefreshTokenReplaced(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ replaced_at: now })
        .where('id', '=', id)
        .where('replaced_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes refresh tokens and verifications past their expiry; answers how many went. */
    async deleteExpired(now: string): Promise<number> {
      const tokens = await db
        .deleteFrom('refresh_tokens')
        .where('expires_at', '<', now)
        .executeTakeFirst();
      const links = await db
        .deleteFrom('verifications')
        .where('expires_at', '<', now)
        .executeTakeFirst();
      return Number(tokens.numDeletedRows) + Number(links.numDeletedRows);
    },

    /** Revokes the tokens of a family that were issued but never used. */
    async revokeUnusedInFamily(familyId: string, now: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('replaced_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeFamily(familyId: string, now: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

/** The accounts repository's shape, for services and tests. */
export type AccountsRepository = ReturnType<typeof accountsRepository>;
