import type { OrderFigures } from '../../../common/api/admin-overview.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Open orders by where they stand, due in the next 24 hours or overdue, and pending decisions. */
export async function orderFigures(deps: AdminOverviewDeps): Promise<OrderFigures> {
  const now = deps.ordersNow();
  const [open, decisions] = await Promise.all([
    deps.repo.openOrders(now.toISOString(), new Date(now.getTime() + dayMs).toISOString()),
    deps.repo.pendingDecisions(),
  ]);
  return {
    notStarted: open.open - open.started,
    inProgress: open.started,
    dueSoon: open.dueSoon,
    overdue: open.overdue,
    ...decisions,
  };
}
