import { Navigate, useLocation, type RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';
import { dashboardPaths } from '../../../common/paths';

/** docs/product.md §2: /dashboard/production goes to the Inbox; `?active=` and `?track=` go with it. */
function ProductionRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: dashboardPaths.inbox(), search, hash }} replace />;
}

/** Dashboard routes of the orders feature, mounted under /dashboard by web/router.tsx. */
export const ordersDashboardRoutes: RouteObject[] = [
  { path: dashboardRoute(dashboardPages.production), Component: ProductionRedirect },
  {
    path: dashboardRoute(dashboardPages.inbox),
    lazy: async () => ({ Component: (await import('./InboxPage')).InboxPage }),
  },
  {
    path: dashboardRoute(dashboardPages.send),
    lazy: async () => ({ Component: (await import('./ProductionSendPage')).ProductionSendPage }),
  },
  {
    path: dashboardRoute(dashboardPages.sendReview),
    lazy: async () => ({ Component: (await import('./SendReviewPage')).SendReviewPage }),
  },
];
