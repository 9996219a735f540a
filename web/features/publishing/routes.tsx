import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of publishing, mounted under /dashboard by web/router.tsx. */
export const publishingDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.publishedVideos),
    lazy: async () => ({
      Component: (await import('./PublishedVideosPage')).PublishedVideosPage,
    }),
  },
];
