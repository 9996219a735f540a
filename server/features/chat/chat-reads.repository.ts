import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inScope, type ConversationScope } from './chat-message-rows.js';

/** The SQL of read marks and the unread counts they give. */
export function chatReadsRepository(db: Kysely<Database>) {
  return {
    /**
     * Unread messages of the scope by conversation: newer than the read mark, not the user's own.
     * With `groupsByMention` (an Admin, in every group) a group's message counts only when it
     * calls the Admins (mentionsAdmins of common/api/chat-support.ts) or mentions `username`.
     */
    async unread(
      scope: ConversationScope,
      groupsByMention = false,
      username?: string,
    ): Promise<{ conversation: string; count: number }[]> {
      let query = db
        .selectFrom('chat_messages as m')
        .leftJoin('chat_reads as r', (join) =>
          join.onRef('r.conversation', '=', 'm.conversation').on('r.user_id', '=', scope.uid),
        )
        .select(['m.conversation', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where((eb) => inScope(eb, scope))
        .where('m.author_id', '<>', scope.uid)
        .where((eb) => eb.or([eb('m.from_id', 'is', null), eb('m.from_id', '<>', scope.uid)]))
        .where((eb) => eb('m.seq', '>', eb.fn.coalesce('r.last_read_seq', sql.lit(0))));
      if (groupsByMention)
        query = query.where((eb) =>
          eb.or([
            eb('m.type', '<>', 'Group'),
            eb(sql<string>`lower(m.body)`, 'like', '%@admin%'),
            // The Admin by name (a prefix match: the browser's live count checks the whole name).
            ...(username
              ? [eb(sql<string>`lower(m.body)`, 'like', `%@${username.toLowerCase()}%`)]
              : []),
          ]),
        );
      const rows = await query.groupBy('m.conversation').execute();
      return rows.map((r) => ({ conversation: r.conversation, count: Number(r.n) }));
    },

    /** The newest message's seq of each conversation of the scope. */
    async latest(scope: ConversationScope): Promise<{ conversation: string; seq: number }[]> {
      const rows = await db
        .selectFrom('chat_messages as m')
        .select(['m.conversation', (eb) => eb.fn.max('m.seq').as('seq')])
        .where((eb) => inScope(eb, scope))
        .groupBy('m.conversation')
        .execute();
      return rows.map((r) => ({ conversation: r.conversation, seq: Number(r.seq) }));
    },

    /** How far the other side of each of the user's direct conversations has read. */
    async seenBy(uid: string): Promise<{ conversation: string; seq: number }[]> {
      const rows = await db
        .selectFrom('chat_reads')
        .select(['conversation', 'last_read_seq'])
        .where('user_id', '<>', uid)
        .where((eb) =>
          eb.or([
            eb('conversation', 'like', `d:${uid}:%`),
            eb('conversation', 'like', `d:%:${uid}`),
          ]),
        )
        .execute();
      return rows.map((r) => ({ conversation: r.conversation, seq: Number(r.last_read_seq) }));
    },

    /** Moves a user's read mark of a conversation forward (never back). */
    async markRead(uid: string, conversation: string, seq: number, at: string): Promise<void> {
      await db
        .insertInto('chat_reads')
        .values({ user_id: uid, conversation, last_read_seq: seq, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'conversation']).doUpdateSet({
            last_read_seq: sql<number>`case when excluded.last_read_seq > chat_reads.last_read_seq then excluded.last_read_seq else chat_reads.last_read_seq end`,
            updated_at: sql<string>`excluded.updated_at`,
          }),
        )
        .execute();
    },
  };
}
