import type { Kysely } from 'kysely';
import { supportTags, type SupportTag } from '../../../common/api/chat-support.js';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

/** The tags of each thread in the order the inbox offers them, whatever order rows came in. */
function sortedTags(found: Map<string, SupportTag[]>): Map<string, SupportTag[]> {
  for (const tags of found.values())
    tags.sort((a, b) => supportTags.indexOf(a) - supportTags.indexOf(b));
  return found;
}

/** The SQL of the Support threads' tags: read for some threads or all, and replaced. */
export function supportTagsRepository(db: Kysely<Database>) {
  return {
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
      return sortedTags(found);
    },

    /**
     * Every tagged thread's tags, for the whole inbox at once: a few rows per tagged thread,
     * where naming each thread of a large inbox would outgrow a statement's parameters.
     */
    async everyThreadTags(): Promise<Map<string, SupportTag[]>> {
      const rows = await db.selectFrom('support_thread_tags').select(['user_id', 'tag']).execute();
      const found = new Map<string, SupportTag[]>();
      for (const r of rows) found.set(r.user_id, [...(found.get(r.user_id) ?? []), r.tag]);
      return sortedTags(found);
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
