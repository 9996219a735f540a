import { formatTimeIn } from '../../../common/date-format.js';
import type { MissedDeadlineChecked, MissedFigures } from '../../../common/api/admin-overview.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The deadlines missed in the last 7 days, and the missed deadlines no Admin has looked at yet:
 * the deadline job cancels an overdue order within a minute, so without these a miss would leave
 * the Dashboard as soon as it happened. Counted on the orders clock, which wrote the misses.
 */
export async function missedFigures(deps: AdminOverviewDeps): Promise<MissedFigures> {
  const from = new Date(deps.ordersNow().getTime() - weekMs).toISOString();
  const [counts, rows] = await Promise.all([deps.missed.counts(from), deps.missed.unchecked()]);
  return {
    thisWeek: counts.since,
    unchecked: counts.unchecked,
    list: rows.map((r) => ({
      requestId: r.id,
      title: r.title,
      type: r.type,
      dueAt: r.due_at,
      missedAt: r.closed_at ?? r.due_at,
      staff: { uid: r.staff_id, name: r.staff_name },
      partner: { uid: r.partner_id, name: r.partner_name },
    })),
  };
}

/**
 * POST /api/admin/missed-deadlines/:requestId/checked (Admin): an Admin looked at a missed
 * deadline, so it leaves the Dashboard's list (it still counts among the week's misses). An order
 * that missed no deadline answers 404; one already looked at answers 409 naming who did.
 */
export async function checkMissedDeadline(
  deps: AdminOverviewDeps,
  who: Principal,
  orderId: string,
): Promise<MissedDeadlineChecked> {
  requireAccountType(who, 'Admin');
  const found = await deps.missed.find(orderId);
  if (!found) throw new AppError('missed_deadline_unknown');
  const at = deps.now().toISOString();
  if (found.checked_at === null && (await deps.missed.check(orderId, who.uid, at)))
    return { requestId: orderId, checkedAt: at };
  // Another Admin was first, perhaps a moment ago.
  const by = (await deps.missed.find(orderId)) ?? found;
  throw new AppError('missed_deadline_checked', {
    name: by.checked_by_name ?? 'An Admin',
    checkedAt: `${formatTimeIn(by.checked_at ?? at, 'dateTime', 'UTC')} (UTC)`,
  });
}
