import type { RouteObject } from 'react-router';

/** Dashboard routes of the drive feature, mounted under /dashboard by web/router.tsx. */
export const driveDashboardRoutes: RouteObject[] = [
  {
    path: 'files',
    lazy: async () => ({
      Component: (await import('./FileManagerPage')).FileManagerPage,
    }),
  },
];
