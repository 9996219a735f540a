import type { RouteObject } from 'react-router';

/** Dashboard routes of payouts, mounted under /dashboard by web/router.tsx. */
export const payoutsDashboardRoutes: RouteObject[] = [
  {
    path: 'manage/payouts',
    lazy: async () => ({ Component: (await import('./PayoutsPage')).PayoutsPage }),
  },
  {
    path: 'pay',
    lazy: async () => ({ Component: (await import('./PayPage')).PayPage }),
  },
  {
    path: 'pay/statements/:id',
    lazy: async () => ({ Component: (await import('./StatementPage')).StatementPage }),
  },
];
