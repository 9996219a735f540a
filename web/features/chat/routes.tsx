import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of the chat, mounted under /dashboard by web/router.tsx. */
export const chatDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.chat),
    lazy: async () => ({ Component: (await import('./ChatPage')).ChatPage }),
  },
];
