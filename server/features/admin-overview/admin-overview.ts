import type { AdminOverview } from '../../../common/api/admin-overview.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';
import { missedFigures } from './missed-deadlines.js';
import { moneyFigures } from './money-figures.js';
import { orderFigures } from './order-figures.js';
import { promotionFigures } from './promotion-figures.js';
import { staffFigures } from './staff-figures.js';
import { supportFigures } from './support-figures.js';

/** GET /api/admin/overview (Admin): every figure of the Admin's Dashboard, counted now. */
export async function adminOverview(
  deps: AdminOverviewDeps,
  who: Principal,
): Promise<AdminOverview> {
  requireAccountType(who, 'Admin');
  const [orders, missed, support, staff, money, promotion] = await Promise.all([
    orderFigures(deps),
    missedFigures(deps),
    supportFigures(deps),
    staffFigures(deps),
    moneyFigures(deps),
    promotionFigures(deps),
  ]);
  return { at: deps.now().toISOString(), orders, missed, support, staff, money, promotion };
}
