import type { EarningsQuery, EarningsResponse } from '../../../common/api/orders.js';
import { AppError } from '../../errors.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { earningsRepository } from './earnings.repository.js';
import { type OrdersDeps } from './orders-deps.js';
import { orderRowStates } from './order-states.js';

/** The first instant of a `YYYY-MM` month and of the month after, as ISO times (UTC). */
function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const to = new Date(Date.UTC(year, monthNumber, 1));
  return { from: from.toISOString(), to: to.toISOString() };
}

/**
 * GET /api/payment/fulfillment/earnings?month=YYYY-MM: what a staff member earned in a UTC
 * month (default: this one). Staff see their own; an Admin names the staff member with uid.
 */
export async function staffEarnings(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  principal: Principal,
  query: EarningsQuery,
): Promise<EarningsResponse> {
  let staffId: string;
  if (principal.accountType === 'Production') {
    if (query.uid && query.uid !== principal.uid) throw new AppError('not_found');
    staffId = principal.uid;
  } else if (isAdmin(principal)) {
    if (!query.uid)
      throw new AppError('invalid_input', {}, { uid: 'Name the staff member (uid).' });
    staffId = query.uid;
  } else throw new AppError('forbidden');

  const month = query.month ?? deps.now().toISOString().slice(0, 7);
  const { from, to } = monthBounds(month);
  const rows = await earningsRepository(deps.db).earningsOf(staffId, from, to);
  const items = rows.map((row) => ({
    requestId: row.request_id,
    title: row.title,
    type: row.type,
    isRevision: orderRowStates.isRevision(row),
    tier: row.tier,
    amountCents: row.amount_cents,
    earnedTime: row.created_at,
  }));
  return { month, totalCents: items.reduce((sum, i) => sum + i.amountCents, 0), items };
}
