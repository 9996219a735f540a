import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { endPendingLinks } from './pending-links.js';

/** A new e-mail change link, as the service makes it. */
export type NewEmailChange = {
  id: string;
  userId: string;
  newEmail: string;
  secretHash: string;
  createdAt: string;
  expiresAt: string;
};

/** Deletes e-mail change links past their expiry; answers how many went. */
export async function deleteExpiredEmailChanges(
  db: Kysely<Database>,
  now: string,
): Promise<number> {
  const result = await db
    .deleteFrom('email_changes')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The SQL of what a user changes about themselves: name, zone, work, picture and address. */
export function profileRepository(db: Kysely<Database>) {
  return {
    async setNameAndZone(userId: string, name: string, timeZone: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ name, time_zone: timeZone })
        .where('id', '=', userId)
        .execute();
    },

    async setWork(
      userId: string,
      work: {
        isEditor: boolean;
        isArtist: boolean;
        editSpeed: number | null;
        thumbnailSpeed: number | null;
      },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          is_editor: work.isEditor ? 1 : 0,
          is_artist: work.isArtist ? 1 : 0,
          edit_speed_days: work.editSpeed,
          thumbnail_speed_days: work.thumbnailSpeed,
        })
        .where('id', '=', userId)
        .execute();
    },

    async setAvatarKey(userId: string, key: string | null): Promise<void> {
      await db.updateTable('users').set({ avatar_key: key }).where('id', '=', userId).execute();
    },

    /** Voids the account's earlier unused links, then stores the new one: only the latest works. */
    async replaceEmailChange(change: NewEmailChange): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('email_changes')
          .set({ used_at: change.createdAt })
          .where('user_id', '=', change.userId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('email_changes')
          .values({
            id: change.id,
            user_id: change.userId,
            new_email: change.newEmail,
            secret_hash: change.secretHash,
            created_at: change.createdAt,
            expires_at: change.expiresAt,
            used_at: null,
          })
          .execute();
      });
    },

    /** The change of an unused, unexpired link, or undefined. */
    async findUsableEmailChange(secretHash: string, now: string) {
      return db
        .selectFrom('email_changes')
        .select(['id', 'user_id', 'new_email'])
        .where('secret_hash', '=', secretHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Uses the link and moves the account to the new address in one transaction. False when the
     * link was used meanwhile; the unique index on email_lower refuses an address taken meanwhile.
     */
    async applyEmailChange(changeId: string, userId: string, email: string, now: string) {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('email_changes')
          .set({ used_at: now })
          .where('id', '=', changeId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await endPendingLinks(trx, userId, now);
        await trx
          .updateTable('users')
          .set({ email, email_lower: email.toLowerCase() })
          .where('id', '=', userId)
          .execute();
        return true;
      });
    },
  };
}

/** The profile repository's shape. */
export type ProfileRepository = ReturnType<typeof profileRepository>;
