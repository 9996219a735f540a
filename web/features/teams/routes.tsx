import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of the teams feature, mounted under /dashboard by web/router.tsx. */
export const teamsDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.manageTeam),
    lazy: async () => ({
      Component: (await import('./TeamBuilderPage')).TeamBuilderPage,
    }),
  },
  {
    path: dashboardRoute(dashboardPages.staffMember),
    lazy: async () => ({ Component: (await import('./StaffProfilePage')).StaffProfilePage }),
  },
  {
    path: dashboardRoute(dashboardPages.schedule),
    lazy: async () => ({ Component: (await import('./SchedulePage')).SchedulePage }),
  },
];
