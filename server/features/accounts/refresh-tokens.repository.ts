import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A new refresh token, as the service issues it. */
export type NewRefreshToken = {
  id: string;
  familyId: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
};

/** Deletes refresh tokens and verifications past their expiry; answers how many went. */
export async function deleteExpired(db: Kysely<Database>, now: string): Promise<number> {
  const tokens = await db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  const links = await db
    .deleteFrom('verifications')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(tokens.numDeletedRows) + Number(links.numDeletedRows);
}

/** Revokes a family's live tokens (only those never used, with `unusedOnly`). */
async function revoke(
  db: Kysely<Database>,
  familyId: string,
  now: string,
  unusedOnly: boolean,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId);
  if (unusedOnly) query = query.where('replaced_at', 'is', null);
  await query.where('revoked_at', 'is', null).execute();
}

/** The SQL of refresh tokens: issuing, finding, rotating and revoking whole families. */
export function refreshTokensRepository(db: Kysely<Database>) {
  return {
    async insertRefreshToken(t: NewRefreshToken): Promise<void> {
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

    /** Marks a token replaced by `device` (a hash, or null); false when someone else did first. */
    async markRefreshTokenReplaced(
      id: string,
      now: string,
      device: string | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ replaced_at: now, replaced_by_device: device })
        .where('id', '=', id)
        .where('replaced_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    deleteExpired: (now: string) => deleteExpired(db, now),

    /** Revokes the tokens of a family that were issued but never used. */
    revokeUnusedInFamily: (familyId: string, now: string) => revoke(db, familyId, now, true),

    revokeFamily: (familyId: string, now: string) => revoke(db, familyId, now, false),
  };
}
