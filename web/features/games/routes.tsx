import { Navigate, type RouteObject } from 'react-router';
import { dashboardPaths } from '../../../common/paths';

/** Dashboard routes of the games feature, mounted under /dashboard by web/router.tsx. */
export const gamesDashboardRoutes: RouteObject[] = [
  {
    path: 'games',
    lazy: async () => ({ Component: (await import('./GamesPage')).GamesPage }),
  },
  // docs/product.md §2: the page is also seen as /dashboard/game.
  { path: 'game', element: <Navigate to={dashboardPaths.games} replace /> },
  {
    path: 'manage/games',
    lazy: async () => ({
      Component: (await import('./OwnershipReviewPage')).OwnershipReviewPage,
    }),
  },
];
