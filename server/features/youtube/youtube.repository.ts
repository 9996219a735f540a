import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, YoutubeChecksTable } from '../../db/schema.js';

/** A stored channel check. */
export type CheckRow = Selectable<YoutubeChecksTable>;

/** The account fields the check compares with what Google says. */
export type CheckedAccount = {
  id: string;
  email: string;
  account_type: Database['users']['account_type'];
  email_verified_at: string | null;
  verified_at: string | null;
  youtube_channel_id: string | null;
  youtube_channel_title: string | null;
  youtube_subscriber_count: number | null;
  youtube_checked_at: string | null;
};

/** Channel facts as the account keeps them. */
export type StoredChannel = {
  channelId: string;
  title: string | null;
  subscribers: number | null;
  checkedAt: string;
};

/** The only place with SQL for channel checks and the channel facts on accounts. */
export function youtubeRepository(db: Kysely<Database>) {
  return {
    async insertCheck(row: {
      id: string;
      userId: string;
      stateHash: string;
      codeVerifier: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('youtube_checks')
        .values({
          id: row.id,
          user_id: row.userId,
          state_hash: row.stateHash,
          code_verifier: row.codeVerifier,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          state_used_at: null,
          outcome: null,
          channel_id: null,
          channel_title: null,
          subscriber_count: null,
          checked_at: null,
          result_hash: null,
          result_expires_at: null,
          committed_at: null,
        })
        .execute();
    },

    /** Deletes unfinished checks that expired before `before`; finished ones stay as a record. */
    async deleteStale(before: string): Promise<void> {
      await db
        .deleteFrom('youtube_checks')
        .where('expires_at', '<', before)
        .where('committed_at', 'is', null)
        .execute();
    },

    /**
     * Uses a `state` once: the check it belongs to when it is known, unused and unexpired;
     * undefined for a forged, replayed or late one. Two racing callbacks get it once.
     */
    async consumeState(stateHash: string, now: string): Promise<CheckRow | undefined> {
      const row = await db
        .selectFrom('youtube_checks')
        .selectAll()
        .where('state_hash', '=', stateHash)
        .executeTakeFirst();
      if (!row || row.state_used_at !== null || row.expires_at <= now) return undefined;
      const used = await db
        .updateTable('youtube_checks')
        .set({ state_used_at: now })
        .where('id', '=', row.id)
        .where('state_used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? { ...row, state_used_at: now } : undefined;
    },

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

    /** What the callback found; an eligible check also gets the hash that finishes it. */
    async recordOutcome(
      id: string,
      outcome: string,
      channel?: StoredChannel,
      result?: { hash: string; expiresAt: string },
    ): Promise<void> {
      await db
        .updateTable('youtube_checks')
        .set({
          outcome,
          channel_id: channel?.channelId ?? null,
          channel_title: channel?.title ?? null,
          subscriber_count: channel?.subscribers ?? null,
          checked_at: channel?.checkedAt ?? null,
          result_hash: result?.hash ?? null,
          result_expires_at: result?.expiresAt ?? null,
        })
        .where('id', '=', id)
        .execute();
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

/** The YouTube repository's shape, for the service and tests. */
export type YoutubeRepository = ReturnType<typeof youtubeRepository>;
