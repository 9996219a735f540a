import type { RouteObject } from 'react-router';

/** The versions page of an order, under /dashboard. */
export const reviewVersionsDashboardRoutes: RouteObject[] = [
  {
    path: 'production/versions/:requestId',
    lazy: async () => ({ Component: (await import('./VersionsPage')).VersionsPage }),
  },
];

/** A guest's page of a shared delivery: public, no account. */
export const guestReviewRoutes: RouteObject[] = [
  {
    path: 'review/:token',
    lazy: async () => ({ Component: (await import('./GuestReviewPage')).GuestReviewPage }),
  },
];
