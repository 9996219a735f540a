import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of the drive feature, mounted under /dashboard by web/router.tsx. */
export const driveDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.files),
    lazy: async () => ({
      Component: (await import('./FileManagerPage')).FileManagerPage,
    }),
  },
];
