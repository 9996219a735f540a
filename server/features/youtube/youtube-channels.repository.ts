import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckedAccount } from './youtube-rows.js';

/** The channel facts on accounts: who owns a channel, finishing a check, an Admin's re-check. */
export function youtubeChannelQueries(db: Kysely<Database>) {
  return {
    async findAccount(uid: string): Promise<CheckedAccount | undefined> {
      return db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'account_type',
          'email_verified_at',
          'verified_at',
          'youtube_channel_id',
          'youtube_channel_title',
          'youtube_subscriber_count',
          'youtube_checked_at',
        ])
        .where('id', '=', uid)
        .executeTakeFirst();
    },

    /** The account a channel already verifies, if any. */
    async channelOwner(channelId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('youtube_channel_id', '=', channelId)
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Finishes an eligible check once: the channel facts go on the account and the account
     * counts as verified, in one transaction. Undefined when the hash is unknown, used, expired
     * or its account is no longer a Partner past the e-mail step. A channel that another account
     * took meanwhile fails on the unique index (the caller reads it as channel_taken).
     */
    async commitResult(resultHash: string, now: string): Promise<{ uid: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const check = await trx
          .selectFrom('youtube_checks')
          .selectAll()
          .where('result_hash', '=', resultHash)
          .executeTakeFirst();
        if (
          !check ||
          check.outcome !== 'eligible' ||
          check.committed_at !== null ||
          !check.channel_id ||
          !check.result_expires_at ||
          check.result_expires_at <= now
        )
          return undefined;
        const account = await trx
          .selectFrom('users')
          .select(['account_type', 'email_verified_at'])
          .where('id', '=', check.user_id)
          .executeTakeFirst();
        if (account?.account_type !== 'Partner' || account.email_verified_at === null)
          return undefined;
        const marked = await trx
          .updateTable('youtube_checks')
          .set({ committed_at: now })
          .where('id', '=', check.id)
          .where('committed_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return undefined;
        await trx
          .updateTable('users')
          .set({
            youtube_channel_id: check.channel_id,
            youtube_channel_title: check.channel_title,
            youtube_subscriber_count: check.subscriber_count,
            youtube_checked_at: check.checked_at,
            verified_at: sql<string>`coalesce(verified_at, ${now})`,
          })
          .where('id', '=', check.user_id)
          .execute();
        return { uid: check.user_id };
      });
    },

    /** New statistics of an account's channel (an Admin's re-check). */
    async updateChannelFacts(
      uid: string,
      facts: { title: string | null; subscribers: number | null; checkedAt: string },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          youtube_channel_title: facts.title,
          youtube_subscriber_count: facts.subscribers,
          youtube_checked_at: facts.checkedAt,
        })
        .where('id', '=', uid)
        .execute();
    },
  };
}
