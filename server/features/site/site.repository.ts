import type { Kysely, Selectable } from 'kysely';
import type { CompanyStat, StatListName } from '../../../common/api/site.js';
import type { ContactMessagesTable, Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

/** A stored contact message row. */
export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** A contact message as the service hands it over to be stored. */
export type NewContactMessage = {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: string;
};

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

    async insertContactMessage(message: NewContactMessage): Promise<void> {
      await db
        .insertInto('contact_messages')
        .values({
          id: message.id,
          name: message.name,
          email: message.email,
          topic: message.topic,
          message: message.message,
          created_at: message.createdAt,
          emailed_at: null,
        })
        .execute();
    },

    async markContactMessageEmailed(id: string, emailedAt: string): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ emailed_at: emailedAt })
        .where('id', '=', id)
        .execute();
    },

    /** A page of contact messages, newest first, and how many there are in all. */
    async pageContactMessages(
      offset: number,
      limit: number,
    ): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const count = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },
  };
}

/** The site repository's interface, for the service. */
export type SiteRepository = ReturnType<typeof siteRepository>;
