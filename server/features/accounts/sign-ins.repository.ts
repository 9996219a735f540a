import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

/** A sign-in as the login records it; its id is the refresh-token family it opened. */
export type NewSignIn = {
  id: string;
  userId: string;
  at: string;
  ip: string;
  userAgent: string;
  deviceHash: string | null;
};

/** The SQL of sign-ins: recording them, listing a user's, and ending one session. */
export function signInsRepository(db: Kysely<Database>) {
  return {
    /** Records a sign-in and, for an Admin's, its audit row, in one transaction. */
    async recordSignIn(signIn: NewSignIn, audit?: AuditRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sign_ins')
          .values({
            id: signIn.id,
            user_id: signIn.userId,
            at: signIn.at,
            ip: signIn.ip,
            user_agent: signIn.userAgent,
            ended_at: null,
            device_hash: signIn.deviceHash,
          })
          .execute();
        if (audit) await recordAudit(trx, audit);
      });
    },

    /** Whether the browser with this device hash has signed in to the account before. */
    async knownDevice(userId: string, deviceHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('sign_ins')
        .select('id')
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A user's newest sign-ins, each with whether its session can still refresh at `now`. */
    async signInsOf(userId: string, now: string, limit: number) {
      const rows = await db
        .selectFrom('sign_ins as s')
        .select(['s.id', 's.at', 's.ip', 's.user_agent', 's.ended_at'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('refresh_tokens as t')
                .select('t.id')
                .whereRef('t.family_id', '=', 's.id')
                .where('t.revoked_at', 'is', null)
                .where('t.replaced_at', 'is', null)
                .where('t.expires_at', '>', now),
            )
            .as('live'),
        )
        .select((eb) =>
          eb
            .selectFrom('refresh_tokens as r')
            .select((r) => r.fn.max('r.created_at').as('at'))
            .whereRef('r.family_id', '=', 's.id')
            .as('last_active'),
        )
        .where('s.user_id', '=', userId)
        .orderBy('s.at', 'desc')
        .limit(limit)
        .execute();
      // PostgreSQL answers EXISTS with a boolean, SQLite with 0 or 1.
      return rows.map((r) => ({
        ...r,
        live: r.live === true || Number(r.live) === 1,
        // The sign-in is recorded a moment after its first token: the later of the two.
        last_active: r.last_active && r.last_active > r.at ? r.last_active : r.at,
      }));
    },

    /**
     * Ends one of `userId`'s sessions: its sign-in is marked ended and its refresh tokens are
     * revoked together. False when the user has no such sign-in.
     */
    async endSignIn(userId: string, id: string, at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const own = await trx
          .selectFrom('sign_ins')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!own) return false;
        await trx
          .updateTable('sign_ins')
          .set({ ended_at: at })
          .where('id', '=', id)
          .where('ended_at', 'is', null)
          .execute();
        await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: at })
          .where('family_id', '=', id)
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute();
        return true;
      });
    },
  };
}
