import type { SalesQuery, StaffPayQuery } from '../../../common/api/admin-money.js';
import type { Principal } from '../../auth/tokens.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';
import { adminOverview } from './admin-overview.js';
import { customerContext } from './customer-context.js';
import { checkMissedDeadline } from './missed-deadlines.js';
import { listSales, staffPayOfMonth } from './money-lists.js';
import { staffRecord } from './staff-record.js';

/** The Admin's overview, marking a missed deadline looked at, a staff member's record and a customer's context, one line each. */
export function adminOverviewService(deps: AdminOverviewDeps) {
  return {
    overview: (who: Principal) => adminOverview(deps, who),
    checkMissedDeadline: (who: Principal, orderId: string) =>
      checkMissedDeadline(deps, who, orderId),
    staffRecord: (who: Principal, uid: string) => staffRecord(deps, who, uid),
    customerContext: (who: Principal, uid: string) => customerContext(deps, who, uid),
    sales: (who: Principal, query: SalesQuery) => listSales(deps, who, query),
    staffPay: (who: Principal, query: StaffPayQuery) => staffPayOfMonth(deps, who, query),
  };
}

/** The admin overview service's shape, for routes and tests. */
export type AdminOverviewService = ReturnType<typeof adminOverviewService>;
