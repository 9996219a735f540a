import type { Kysely } from 'kysely';
import type { CompanyStat, StatListName } from '../../../common/api/site.js';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';
import { contactMessagesRepository } from './contact-messages.repository.js';

export type { ContactMessageRow, NewContactMessage } from './contact-messages.repository.js';

/** The only place with SQL for the company stats and the contact messages. */
export function siteRepository(db: Kysely<Database>) {
  return {
    /** The figures of a stat list, in their chart order. */
    async listStats(listName: StatListName): Promise<CompanyStat[]> {
      const rows = await db
        .selectFrom('company_stats')
        .select(['key', 'value', 'unit'])
        .where('list_name', '=', listName)
        .orderBy('position')
        .execute();
      // PostgreSQL hands back double precision as a number, SQLite REAL too; Number() guards
      // against a driver configured to return strings.
      return rows.map((row) => ({ key: row.key, value: Number(row.value), unit: row.unit }));
    },

    /** Replaces a stat list with new figures, all or nothing. */
    async replaceStats(
      listName: StatListName,
      stats: readonly CompanyStat[],
      meta: { updatedAt: string; updatedBy: string | null; newId: () => string },
      audit?: AuditRecord,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (audit) await recordAudit(trx, audit);
        await trx.deleteFrom('company_stats').where('list_name', '=', listName).execute();
        if (stats.length === 0) return;
        await trx
          .insertInto('company_stats')
          .values(
            stats.map((stat, position) => ({
              id: meta.newId(),
              list_name: listName,
              key: stat.key,
              value: stat.value,
              unit: stat.unit,
              position,
              updated_at: meta.updatedAt,
              updated_by: meta.updatedBy,
            })),
          )
          .execute();
      });
    },

    ...contactMessagesRepository(db),
  };
}

/** The site repository's interface, for the service. */
export type SiteRepository = ReturnType<typeof siteRepository>;
