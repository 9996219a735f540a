import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, SupportNotesTable, SupportThreadsTable } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

/** A Support thread as stored: its customer, newest message, oldest unanswered one and state. */
export type SupportThreadRow = {
  uid: string;
  name: string;
  username: string | null;
  lastAt: string;
  waitingSince: string | null;
  /** The customer's newest message. */
  lastAsked: string | null;
  state: SupportThreadsTable['state'] | null;
  assigneeId: string | null;
  assigneeName: string | null;
  updatedAt: string | null;
};

/** A stored note with its author's name. */
export type SupportNoteRow = SupportNotesTable & { author_name: string };

/** The SQL of the Support inbox: thread states, assignees and internal notes. */
export function supportRepository(db: Kysely<Database>) {
  return {
    /** Every user who has a Support thread (or one the uid names), with its figures. */
    async supportInbox(uid?: string): Promise<SupportThreadRow[]> {
      let query = db
        .selectFrom('chat_messages as m')
        .innerJoin('users as u', 'u.id', 'm.thread_id')
        .leftJoin('support_threads as t', 't.user_id', 'm.thread_id')
        .leftJoin('users as a', 'a.id', 't.assignee_id')
        .where('m.type', '=', 'Support')
        .select((eb) => [
          'u.id as uid',
          'u.name as name',
          'u.username as username',
          't.state as state',
          't.assignee_id as assigneeId',
          'a.name as assigneeName',
          't.updated_at as updatedAt',
          eb.fn.max('m.created_at').as('lastAt'),
          eb.fn
            .max(sql<string | null>`case when m.from_id = m.thread_id then m.created_at end`)
            .as('lastAsked'),
          // The customer's oldest message after the last answer from an Admin.
          eb.fn
            .min(
              sql<string | null>`case when m.from_id = m.thread_id and m.seq > coalesce((
                select max(x.seq) from chat_messages x
                where x.conversation = m.conversation and x.from_id <> m.thread_id), 0)
              then m.created_at end`,
            )
            .as('waitingSince'),
        ])
        .groupBy(['u.id', 'u.name', 'u.username', 't.state', 't.assignee_id', 'a.name'])
        .groupBy('t.updated_at');
      if (uid) query = query.where('m.thread_id', '=', uid);
      const rows = await query.execute();
      return rows.map((r) => ({
        ...r,
        waitingSince: r.waitingSince ?? null,
        lastAsked: r.lastAsked ?? null,
      }));
    },

    /** Saves a thread's state and assignee with the Admin's audit row, in one transaction. */
    async saveSupportThread(row: SupportThreadsTable, audit: AuditRecord): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await saveThread(trx, row);
        await recordAudit(trx, audit);
      });
    },

    /** Whether the uid names an Admin. */
    async isAdminUser(uid: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', uid)
        .where('account_type', '=', 'Admin')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The notes of a thread, oldest first. */
    supportNotes(uid: string): Promise<SupportNoteRow[]> {
      return db
        .selectFrom('support_notes as n')
        .innerJoin('users as a', 'a.id', 'n.author_id')
        .selectAll('n')
        .select('a.name as author_name')
        .where('n.user_id', '=', uid)
        .orderBy('n.created_at')
        .orderBy('n.id')
        .execute();
    },

    /** Stores a note and answers it. */
    /** Stores an internal note with its Admin's audit row, in one transaction. */
    async insertSupportNote(
      note: Omit<SupportNotesTable, 'id'>,
      audit: (id: string) => AuditRecord,
    ): Promise<SupportNotesTable> {
      const row = { id: randomUUID(), ...note };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('support_notes').values(row).execute();
        await recordAudit(trx, audit(row.id));
      });
      return row;
    },
  };
}

async function saveThread(db: Kysely<Database>, row: SupportThreadsTable): Promise<void> {
  await db
    .insertInto('support_threads')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        state: row.state,
        assignee_id: row.assignee_id,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
