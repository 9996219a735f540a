import type { RouteObject } from 'react-router';

/** Dashboard routes of the shop feature, mounted under /dashboard by web/router.tsx. */
export const shopDashboardRoutes: RouteObject[] = [
  {
    path: 'shop',
    lazy: async () => ({ Component: (await import('./ShopPage')).ShopPage }),
  },
  {
    path: 'shop/review',
    lazy: async () => ({ Component: (await import('./ReviewPage')).ReviewPage }),
  },
  {
    path: 'billing',
    lazy: async () => ({ Component: (await import('./BillingPage')).BillingPage }),
  },
  {
    path: 'billing/:id',
    lazy: async () => ({ Component: (await import('./ReceiptPage')).ReceiptPage }),
  },
  {
    path: 'manage/commissions',
    lazy: async () => ({ Component: (await import('./CommissionsPage')).CommissionsPage }),
  },
];
