import type {
  SalesPage,
  SalesQuery,
  StaffPayMonth,
  StaffPayQuery,
} from '../../../common/api/admin-money.js';
import type { PricedLine } from '../../../common/api/payments.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { pageOf } from '../../db/keyset.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';
import type { MonthRange } from './money-lists.repository.js';

/** `YYYY-MM` as its UTC range; the current month of `now` without one. */
function monthRange(month: string | undefined, now: Date): MonthRange & { month: string } {
  const chosen = month ?? now.toISOString().slice(0, 7);
  const [year, monthNumber] = chosen.split('-').map(Number) as [number, number];
  return {
    month: chosen,
    from: new Date(Date.UTC(year, monthNumber - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, monthNumber, 1)).toISOString(),
  };
}

/**
 * GET /api/admin/sales (Admin): the month's paid checkouts that were not refunded, newest first,
 * with the month's count and sum, which are the Dashboard's "Sales" for the current month.
 */
export async function listSales(
  deps: AdminOverviewDeps,
  who: Principal,
  query: SalesQuery,
): Promise<SalesPage> {
  requireAccountType(who, 'Admin');
  const range = monthRange(query.month, deps.now());
  const [totals, rows] = await Promise.all([
    deps.money.salesTotals(range),
    deps.money.salesPage(range, query.limit + 1, query.cursor),
  ]);
  const page = pageOf(rows, query.limit, (r) => [r.completed_at, r.id]);
  return {
    month: range.month,
    ...totals,
    sales: page.rows.map((row) => ({
      id: row.id,
      paidAt: row.completed_at,
      buyer: { uid: row.buyer_id, name: row.buyer_name, username: row.buyer_username },
      lines: JSON.parse(row.lines) as PricedLine[],
      amountCents: row.amount_cents,
      receiptNumber: row.receipt_number,
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * GET /api/admin/staff-pay (Admin): what each staff member earned by deliveries in the month,
 * whose sum is the Dashboard's "Staff pay earned" for the current month.
 */
export async function staffPayOfMonth(
  deps: AdminOverviewDeps,
  who: Principal,
  query: StaffPayQuery,
): Promise<StaffPayMonth> {
  requireAccountType(who, 'Admin');
  const range = monthRange(query.month, deps.now());
  const staff = await deps.money.staffPay(range);
  return {
    month: range.month,
    totalCents: staff.reduce((sum, s) => sum + s.cents, 0),
    jobs: staff.reduce((sum, s) => sum + s.jobs, 0),
    staff,
  };
}
