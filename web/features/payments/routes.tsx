import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of the shop feature, mounted under /dashboard by web/router.tsx. */
export const shopDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.shop),
    lazy: async () => ({ Component: (await import('./ShopPage')).ShopPage }),
  },
  {
    path: dashboardRoute(dashboardPages.shopReview),
    lazy: async () => ({ Component: (await import('./ReviewPage')).ReviewPage }),
  },
  {
    path: dashboardRoute(dashboardPages.billing),
    lazy: async () => ({ Component: (await import('./BillingPage')).BillingPage }),
  },
  {
    path: dashboardRoute(dashboardPages.receipt),
    lazy: async () => ({ Component: (await import('./ReceiptPage')).ReceiptPage }),
  },
  {
    path: dashboardRoute(dashboardPages.commissions),
    lazy: async () => ({ Component: (await import('./CommissionsPage')).CommissionsPage }),
  },
];
