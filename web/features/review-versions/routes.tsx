import type { RouteObject } from 'react-router';
import { dashboardPages, sitePages } from '../../../common/page-routes';
import { dashboardRoute, rootRoute } from '../../lib/page-path';

/** The versions page of an order, under /dashboard. */
export const reviewVersionsDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.versions),
    lazy: async () => ({ Component: (await import('./VersionsPage')).VersionsPage }),
  },
];

/** A guest's page of a shared delivery: public, no account. */
export const guestReviewRoutes: RouteObject[] = [
  {
    path: rootRoute(sitePages.guestReview),
    lazy: async () => ({ Component: (await import('./GuestReviewPage')).GuestReviewPage }),
  },
];
