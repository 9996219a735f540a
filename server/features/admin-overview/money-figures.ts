import type { MoneyFigures } from '../../../common/api/admin-overview.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

/** This UTC month's paid sales and staff pay, and the affiliate commissions still owed. */
export async function moneyFigures(deps: AdminOverviewDeps): Promise<MoneyFigures> {
  const now = deps.now();
  const month = now.toISOString().slice(0, 7);
  const from = `${month}-01T00:00:00.000Z`;
  const [sales, staffPayCents, commissionsOwedCents] = await Promise.all([
    deps.repo.salesSince(from),
    deps.repo.staffPaySince(from),
    deps.repo.commissionsOwed(),
  ]);
  return {
    month,
    currency: 'usd',
    sales: sales.sales,
    salesCents: sales.cents,
    staffPayCents,
    commissionsOwedCents,
  };
}
