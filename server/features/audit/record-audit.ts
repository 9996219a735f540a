import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditAction } from '../../../common/api/audit.js';
import type { Database } from '../../db/schema.js';
import { currentLogContext } from '../../observability/log-context.js';

/** One action to record: who did what to which subject, and the subject before and after. */
export type AuditRecord = {
  /** The acting user (null for the system). */
  actorId: string | null;
  action: AuditAction;
  subject: { type: string; id: string };
  /** What the subject looked like before and after; left out when there is nothing to show. */
  before?: unknown;
  after?: unknown;
  /** The time of the action, from the caller's clock. */
  at: string;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Appends one row to the audit log. Pass the action's transaction where it has one, so the
 * action and its row commit or roll back together. The request id and the caller's address come
 * from the running request or socket event (the log context), so callers never pass them.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  // audit_log.request_id is the HTTP request (or socket event) that acted, never an order.
  const { requestId: httpRequestId, ip } = currentLogContext();
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: entry.at,
      actor_id: entry.actorId,
      // The name as it is now, in the same statement: a later rename leaves this row as it was.
      actor_name: entry.actorId
        ? db.selectFrom('users').select('name').where('id', '=', entry.actorId)
        : null,
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: entry.subject.id,
      before_json: json(entry.before),
      after_json: json(entry.after),
      request_id: httpRequestId ?? null,
      ip: ip ?? null,
    })
    .execute();
}
