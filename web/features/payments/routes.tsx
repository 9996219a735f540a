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
    path: 'manage/commissions',
    lazy: async () => ({ Component: (await import('./CommissionsPage')).CommissionsPage }),
  },
];
