import type { Kysely } from 'kysely';
import type { AuditEntry, AuditFilters } from '../../../common/api/audit.js';
import type { Database } from '../../db/schema.js';

/** One row as the table holds it, before the names of its subject and people are looked up. */
export type AuditRow = Omit<AuditEntry, 'subjectName' | 'subjectAccountType' | 'names'>;

/** Where a page of the log ends: the last row's time and id (rows go newest first). */
export type AuditCursor = { at: string; id: string };

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The SQL of reading the audit log; it has no statement that changes a row. */
export function auditRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` rows matching `filters`, newest first, after `cursor` when given. */
    async page(
      filters: AuditFilters,
      cursor: AuditCursor | undefined,
      limit: number,
    ): Promise<AuditRow[]> {
      let query = db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .selectAll('a')
        .select('u.name as current_name');
      if (filters.actor) query = query.where('a.actor_id', '=', filters.actor);
      if (filters.action) query = query.where('a.action', '=', filters.action);
      if (filters.subjectType) query = query.where('a.subject_type', '=', filters.subjectType);
      if (filters.subjectId) query = query.where('a.subject_id', '=', filters.subjectId);
      if (filters.from) query = query.where('a.at', '>=', `${filters.from}T00:00:00.000Z`);
      if (filters.to) query = query.where('a.at', '<', nextDay(filters.to));
      if (filters.signIns === 'hide') query = query.where('a.action', '!=', 'admin.sign_in');
      if (cursor)
        query = query.where((eb) =>
          eb.or([
            eb('a.at', '<', cursor.at),
            eb.and([eb('a.at', '=', cursor.at), eb('a.id', '<', cursor.id)]),
          ]),
        );
      const rows = await query
        .orderBy('a.at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        at: r.at,
        actor: r.actor_id
          ? { uid: r.actor_id, name: r.actor_name ?? r.current_name ?? 'Deleted user' }
          : null,
        action: r.action,
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        before: parse(r.before_json),
        after: parse(r.after_json),
        requestId: r.request_id,
        ip: r.ip,
      }));
    },
    /** Names and account types of the users with these ids (missing ones are left out). */
    async people(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'name', 'account_type'])
        .where('id', 'in', ids)
        .execute();
    },
    /** Titles of the orders with these ids. */
    async orderTitles(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('production_requests')
        .select(['id', 'title'])
        .where('id', 'in', ids)
        .execute();
    },
  };
}

/** The start of the day after `day` (YYYY-MM-DD), in UTC. */
function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

export type AuditRepository = ReturnType<typeof auditRepository>;
