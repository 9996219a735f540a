import { Navigate, type RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';
import { dashboardPaths } from '../../../common/paths';

/** Dashboard routes of the games feature, mounted under /dashboard by web/router.tsx. */
export const gamesDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.games),
    lazy: async () => ({ Component: (await import('./GamesPage')).GamesPage }),
  },
  // docs/product.md §2: the page is also seen as /dashboard/game.
  {
    path: dashboardRoute(dashboardPages.oldGames),
    element: <Navigate to={dashboardPaths.games} replace />,
  },
  {
    path: dashboardRoute(dashboardPages.manageGames),
    lazy: async () => ({
      Component: (await import('./OwnershipReviewPage')).OwnershipReviewPage,
    }),
  },
];
