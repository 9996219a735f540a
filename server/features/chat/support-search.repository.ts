import { sql, type Kysely } from 'kysely';
import type { SupportTag } from '../../../common/api/support-search.js';
import type { Database, SupportThreadsTable } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

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

/** The SQL of the Support search and the threads' tags. */
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

    /** Each thread's tags, in the order the inbox offers them. */
    async threadTags(uids: readonly string[]): Promise<Map<string, SupportTag[]>> {
      const found = new Map<string, SupportTag[]>(uids.map((uid) => [uid, []]));
      if (uids.length === 0) return found;
      const rows = await db
        .selectFrom('support_thread_tags')
        .select(['user_id', 'tag'])
        .where('user_id', 'in', uids)
        .execute();
      for (const r of rows) found.get(r.user_id)?.push(r.tag);
      return found;
    },

    /** Replaces a thread's tags, with the Admin's audit row, in one transaction. */
    async setThreadTags(
      uid: string,
      tags: readonly SupportTag[],
      by: { uid: string; at: string },
      audit: AuditRecord,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('support_thread_tags').where('user_id', '=', uid).execute();
        if (tags.length > 0)
          await trx
            .insertInto('support_thread_tags')
            .values(tags.map((tag) => ({ user_id: uid, tag, tagged_by: by.uid, tagged_at: by.at })))
            .execute();
        await recordAudit(trx, audit);
      });
    },
  };
}
