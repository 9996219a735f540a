import { sql, type Kysely } from 'kysely';
import type { ChatMessage } from '../../../common/realtime.js';
import type { Database } from '../../db/schema.js';
import { inScope, messageRows, toMessage, type ConversationScope } from './chat-message-rows.js';

/** A user's digest preferences as stored (defaults when they never changed them). */
export type DigestRow = { emailDigest: boolean; quietMinutes: number; digestedSeq: number };

const defaults: DigestRow = { emailDigest: true, quietMinutes: 60, digestedSeq: 0 };

/**
 * The user's unread messages after `after`, oldest first: not their own, past their read
 * mark, outside muted conversations; `groupFilter` keeps an Admin's group messages to those
 * that call them.
 */
async function unreadAfter(
  db: Kysely<Database>,
  scope: ConversationScope,
  after: number,
  limit: number,
  groupFilter?: (m: ChatMessage) => boolean,
): Promise<ChatMessage[]> {
  const rows = await messageRows(db)
    .leftJoin('chat_reads as r', (join) =>
      join.onRef('r.conversation', '=', 'm.conversation').on('r.user_id', '=', scope.uid),
    )
    .where((eb) => inScope(eb, scope))
    .where('m.seq', '>', after)
    .where('m.author_id', '<>', scope.uid)
    .where((eb) => eb.or([eb('m.from_id', 'is', null), eb('m.from_id', '<>', scope.uid)]))
    .where((eb) => eb('m.seq', '>', eb.fn.coalesce('r.last_read_seq', sql.lit(0))))
    .where('m.conversation', 'not in', (eb) =>
      eb.selectFrom('chat_mutes').select('conversation').where('user_id', '=', scope.uid),
    )
    .orderBy('m.seq', 'asc')
    .limit(limit)
    .execute();
  const messages = rows.map(toMessage);
  return groupFilter ? messages.filter((m) => m.type !== 'Group' || groupFilter(m)) : messages;
}

/** The SQL of mutes, digest preferences and the digest's claims. */
export function chatNotificationsRepository(db: Kysely<Database>) {
  /** Makes the user's row with the defaults if there is none yet. */
  const ensure = (uid: string, at: string) =>
    db
      .insertInto('chat_notify_settings')
      .values({
        user_id: uid,
        email_digest: 1,
        quiet_minutes: defaults.quietMinutes,
        digested_seq: 0,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();

  return {
    async digestSettings(uid: string): Promise<DigestRow> {
      const row = await db
        .selectFrom('chat_notify_settings')
        .selectAll()
        .where('user_id', '=', uid)
        .executeTakeFirst();
      if (!row) return defaults;
      return {
        emailDigest: row.email_digest === 1,
        quietMinutes: row.quiet_minutes,
        digestedSeq: Number(row.digested_seq),
      };
    },

    async saveDigestSettings(uid: string, emailDigest: boolean, quiet: number, at: string) {
      await ensure(uid, at);
      await db
        .updateTable('chat_notify_settings')
        .set({ email_digest: emailDigest ? 1 : 0, quiet_minutes: quiet, updated_at: at })
        .where('user_id', '=', uid)
        .execute();
    },

    /** Conversation keys (stored form) the user muted. */
    async muted(uid: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_mutes')
        .select('conversation')
        .where('user_id', '=', uid)
        .execute();
      return rows.map((r) => r.conversation);
    },

    async setMuted(uid: string, conversation: string, muted: boolean, at: string) {
      if (!muted) {
        await db
          .deleteFrom('chat_mutes')
          .where('user_id', '=', uid)
          .where('conversation', '=', conversation)
          .execute();
        return;
      }
      await db
        .insertInto('chat_mutes')
        .values({ user_id: uid, conversation, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'conversation']).doNothing())
        .execute();
    },

    /** Users with an e-mail whose digest is on and who may have messages past their last one. */
    async digestCandidates(lastSeq: number, limit: number) {
      return db
        .selectFrom('users as u')
        .leftJoin('chat_notify_settings as s', 's.user_id', 'u.id')
        .select(['u.id', 'u.email', 'u.name', 'u.account_type'])
        .where('u.email_verified_at', 'is not', null)
        .where((eb) => eb.or([eb('s.email_digest', 'is', null), eb('s.email_digest', '=', 1)]))
        .where((eb) => eb(eb.fn.coalesce('s.digested_seq', sql.lit(0)), '<', lastSeq))
        .orderBy('u.id')
        .limit(limit)
        .execute();
    },

    unreadAfter: (
      scope: ConversationScope,
      after: number,
      limit: number,
      groupFilter?: (m: ChatMessage) => boolean,
    ) => unreadAfter(db, scope, after, limit, groupFilter),

    /**
     * Moves the user's digest mark from `from` to `to`; false when another instance moved it
     * first, so each message goes into one digest only.
     */
    async claimDigest(uid: string, from: number, to: number, at: string): Promise<boolean> {
      await ensure(uid, at);
      const result = await db
        .updateTable('chat_notify_settings')
        .set({ digested_seq: to, updated_at: at })
        .where('user_id', '=', uid)
        .where('digested_seq', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
