import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of payouts, mounted under /dashboard by web/router.tsx. */
export const payoutsDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.payouts),
    lazy: async () => ({ Component: (await import('./PayoutsPage')).PayoutsPage }),
  },
  {
    path: dashboardRoute(dashboardPages.sales),
    lazy: async () => ({ Component: (await import('./SalesPage')).SalesPage }),
  },
  {
    path: dashboardRoute(dashboardPages.staffPay),
    lazy: async () => ({ Component: (await import('./StaffPayPage')).StaffPayPage }),
  },
  {
    path: dashboardRoute(dashboardPages.pay),
    lazy: async () => ({ Component: (await import('./PayPage')).PayPage }),
  },
  {
    path: dashboardRoute(dashboardPages.payStatement),
    lazy: async () => ({ Component: (await import('./StatementPage')).StatementPage }),
  },
];
