import type { RouteObject } from 'react-router';
import { sitePages } from '../../../common/page-routes';
import { rootRoute } from '../../lib/page-path';

/** A guest's page of a shared delivery: public, no account. */
export const guestReviewRoutes: RouteObject[] = [
  {
    path: rootRoute(sitePages.guestReview),
    lazy: async () => ({ Component: (await import('./GuestReviewPage')).GuestReviewPage }),
  },
];
