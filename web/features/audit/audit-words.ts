import type { AuditAction, AuditEntry } from '../../../common/api/audit';
import { formatCents } from '../../../common/pricing';
import { formatDate, formatDay } from '../../lib/format-date';

/** Each action as a sentence fragment a person reads in the log. */
export const actionLabels: Record<AuditAction, string> = {
  'admin.sign_in': 'Signed in',
  'chat.message_as_client': 'Wrote as a client',
  'team.add': 'Added to a team',
  'team.remove': 'Removed from a team',
  'staff.status': 'Changed a status',
  'staff.vacation_booked': 'Booked a vacation',
  'staff.vacation_cancelled': 'Cancelled a vacation',
  'staff.vacation_ended': 'Ended a vacation early',
  'ownership.decided': 'Decided a game share',
  'games.month_closed': 'Closed a games month',
  'credits.granted': 'Granted credits',
  'credits.refunded': 'Refunded a purchase',
  'youtube.rechecked': 'Re-checked a channel',
  'payouts.period_closed': 'Closed a pay period',
  'payouts.statement_paid': 'Paid a statement',
  'account.plan_changed': 'Changed a plan',
  'staff.tier_changed': 'Changed a pay tier',
  'commissions.paid': 'Paid a commission',
  'support.thread_updated': 'Updated a support thread',
  'support.note_added': 'Added a support note',
  'support.thread_tagged': 'Tagged a support thread',
  'orders.pass_off_assigned': 'Assigned a pass-off',
  'drive.file_removed': 'Removed a file',
  'site.stats_updated': 'Updated the site figures',
  'review.link_revoked': 'Revoked a guest link',
};

/** The action's words, or its code for an action this page does not know yet. */
export const actionLabel = (action: string): string =>
  (actionLabels as Record<string, string>)[action] ?? action;

const subjectLabels: Record<string, string> = {
  user: 'Account',
  staff: 'Staff member',
  team: 'Team of',
  order: 'Order',
  support_thread: 'Support thread of',
  commission: 'Commission',
  pay_period: 'Pay period',
  pay_statement: 'Statement',
  payment: 'Payment',
  file: 'File',
  games_month: 'Games month',
  promotion_video: 'Promotion video',
  stat_list: 'Site figures',
  review_link: 'Guest link',
};

/** Every kind of subject the log holds, for the filter. */
export const subjectTypes = Object.keys(subjectLabels);

/** What kind of thing the subject is, in words. */
export const subjectLabel = (type: string): string => subjectLabels[type] ?? type;

/** `newStaff` → `New staff`, `amountCents` → `Amount`. */
export function fieldLabel(key: string): string {
  const plain = key.replace(/Cents$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  return plain.charAt(0).toUpperCase() + plain.slice(1).toLowerCase();
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^\d{4}-\d{2}$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as a person reads it: a name for an id, a date, money, yes or no. */
export function valueText(key: string, value: unknown, names: Record<string, string>): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return key.endsWith('Cents') ? formatCents(value) : String(value);
  if (typeof value === 'string') {
    if (names[value]) return names[value];
    if (isoDay.test(value)) return formatDay(value);
    if (isoMonth.test(value)) return formatDay(value, 'month');
    if (isoTime.test(value)) return formatDate(value, 'dateTime');
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => valueText(key, v, names)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${fieldLabel(k)} ${valueText(k, v, names)}`)
    .join(', ');
}

/** One field of a change: its value before and after (null where that side has none). */
export type ChangeLine = { field: string; before: string | null; after: string | null };

const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The entry's before and after as one line per field, in the order the fields first appear. */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after' | 'names'>): ChangeLine[] {
  const { before, after, names } = entry;
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  if (!b && !a) {
    if (before == null && after == null) return [];
    return [
      {
        field: 'Value',
        before: before == null ? null : valueText('', before, names),
        after: after == null ? null : valueText('', after, names),
      },
    ];
  }
  // A bare id nobody can read (a vacation's, a note's) says nothing to a person: the CSV keeps it.
  const unreadable = (v: unknown) => typeof v === 'string' && uuid.test(v) && !names[v];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter(
    (key) =>
      !((!b || unreadable(b[key]) || !(key in b)) && (!a || unreadable(a[key]) || !(key in a))),
  );
  return keys.map((key) => ({
    field: fieldLabel(key),
    before: b && key in b ? valueText(key, b[key], names) : null,
    after: a && key in a ? valueText(key, a[key], names) : null,
  }));
}
