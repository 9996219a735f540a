import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { plainText } from './fields.js';

// The audit log (docs/operations.md 'Audit log'): what Admins did and when they signed in, one
// row per action with the subject before and after. Rows are only ever added.

/** Every action the audit log records, by name. */
export const auditActions = [
  'admin.sign_in',
  'chat.message_as_client',
  'team.add',
  'team.remove',
  'staff.status',
  'staff.vacation_booked',
  'staff.vacation_cancelled',
  'staff.vacation_ended',
  'ownership.decided',
  'games.month_closed',
  'credits.granted',
  'credits.refunded',
  'youtube.rechecked',
  'payouts.period_closed',
  'payouts.statement_paid',
  'account.plan_changed',
  'staff.tier_changed',
  'commissions.paid',
  'support.thread_updated',
  'support.note_added',
  'support.thread_tagged',
  'orders.pass_off_assigned',
  'drive.file_removed',
  'site.stats_updated',
  'review.link_revoked',
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

/** How many rows one page of the log holds at most. */
export const auditPageMax = 100;

const day = z.iso.date('Use a date like 2026-11-28.');
const shortText = (max: number) =>
  plainText().check(z.trim()).check(z.minLength(1)).check(z.maxLength(max));

/** Filters of the list and the export; any other query parameter is refused. */
export const AuditFilters = z.strictObject({
  /** The acting user's id. */
  actor: z.optional(shortText(64)),
  action: z.optional(AuditAction),
  subjectType: z.optional(shortText(40)),
  subjectId: z.optional(shortText(64)),
  /** First and last day (UTC), both included. */
  from: z.optional(day),
  to: z.optional(day),
  /** `hide` leaves Admin sign-ins out, so the actions are not lost among them. */
  signIns: z.optional(z.enum(['show', 'hide'])),
});
export type AuditFilters = z.infer<typeof AuditFilters>;

export const AuditQuery = z.extend(AuditFilters, {
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z.optional(shortText(200)),
  limit: z._default(
    z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(auditPageMax)),
    50,
  ),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** One row of the log, as the Admin page shows it. */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.nullable(z.object({ uid: z.string(), name: z.string() })),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What the subject is called now (a person's name, an order's title); null when it has none. */
  subjectName: z.nullable(z.string()),
  /** A person's subject's account type, which says which page shows them; null otherwise. */
  subjectAccountType: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  /** The names of the people whose ids `before` and `after` hold, by id. */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  /** Pass back as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof AuditPage>;

export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    auth: true,
    query: AuditQuery,
    response: AuditPage,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/admin/audit/export',
    auth: true,
    query: AuditFilters,
    // text/csv streamed, one line per row, newest first; not JSON.
    response: z.string(),
  }),
} as const;
