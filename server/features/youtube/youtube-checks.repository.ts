import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckRow, StoredChannel } from './youtube-rows.js';

/** Channel checks in progress: their state, PKCE verifier and what Google answered. */
export function youtubeCheckQueries(db: Kysely<Database>) {
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
  };
}
