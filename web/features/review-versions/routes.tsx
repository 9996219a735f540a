import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** The versions page of an order, under /dashboard. */
export const reviewVersionsDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.versions),
    lazy: async () => ({ Component: (await import('./VersionsPage')).VersionsPage }),
  },
];
