import { sql, type Kysely } from 'kysely';
import type { SupportTag } from '../../../common/api/chat-support.js';
import type { Database, SupportThreadsTable } from '../../db/schema.js';

/** A thread the search found, as stored. */
export type SupportSearchRow = {
  uid: string;
  name: string;
  username: string | null;
  state: SupportThreadsTable['state'] | null;
  lastAt: string;
};

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` matched as themselves. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of the Support search (the tags are support-tags.repository.ts). */
export function supportSearchRepository(db: Kysely<Database>) {
  return {
    /**
     * Threads with a Support message containing `q` (case-insensitive) and/or tagged `tag`,
     * newest message first, `limit` of them after the thread `after` ([lastAt, uid]).
     */
    async searchThreads(input: {
      q?: string;
      tag?: SupportTag;
      limit: number;
      after?: readonly [string, string];
    }): Promise<SupportSearchRow[]> {
      let query = db
        .selectFrom('chat_messages as m')
        .innerJoin('users as u', 'u.id', 'm.thread_id')
        .leftJoin('support_threads as t', 't.user_id', 'm.thread_id')
        .where('m.type', '=', 'Support')
        .select((eb) => [
          'u.id as uid',
          'u.name as name',
          'u.username as username',
          't.state as state',
          eb.fn.max('m.created_at').as('lastAt'),
        ])
        .groupBy(['u.id', 'u.name', 'u.username', 't.state']);
      if (input.tag)
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('support_thread_tags as g')
              .select('g.user_id')
              .whereRef('g.user_id', '=', 'm.thread_id')
              .where('g.tag', '=', input.tag!),
          ),
        );
      if (input.q) {
        const pattern = contains(input.q);
        query = query.having(
          sql<number>`sum(case when lower(m.body) like ${pattern} escape '\\' then 1 else 0 end)`,
          '>',
          0,
        );
      }
      if (input.after) {
        const [at, uid] = input.after;
        query = query.having((eb) =>
          eb.or([
            eb(eb.fn.max('m.created_at'), '<', at),
            eb.and([eb(eb.fn.max('m.created_at'), '=', at), eb('u.id', '>', uid)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('lastAt', 'desc')
        .orderBy('u.id')
        .limit(input.limit)
        .execute();
      return rows.map((r) => ({ ...r, state: r.state ?? null }));
    },

    /** The newest Support message of each thread in `uids` that contains `q`. */
    async newestMatches(
      uids: readonly string[],
      q: string,
    ): Promise<Map<string, { body: string; at: string }>> {
      if (uids.length === 0) return new Map();
      const rows = await db
        .selectFrom('chat_messages')
        .select(['thread_id', 'body', 'created_at'])
        .where('type', '=', 'Support')
        .where('thread_id', 'in', uids)
        .where(sql<boolean>`lower(body) like ${contains(q)} escape '\\'`)
        .orderBy('created_at', 'desc')
        .execute();
      const found = new Map<string, { body: string; at: string }>();
      for (const r of rows)
        if (r.thread_id && !found.has(r.thread_id))
          found.set(r.thread_id, { body: r.body, at: r.created_at });
      return found;
    },
  };
}
