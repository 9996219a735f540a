import { dashboardPages, type DashboardPage, type PageRoute } from '../../common/page-routes';

/**
 * The `path` of a route mounted at the root for the page at `page` (common/page-routes.ts): the
 * router's routes are spelled from the one list of addresses, so a page that is not in it, or a
 * typo, is a type error rather than a page the server answers 404 for.
 */
export const rootRoute = (page: PageRoute): string => page.slice(1);

/** The `path` of a route mounted under /dashboard for the dashboard page at `page`. */
export const dashboardRoute = (page: Exclude<DashboardPage, typeof dashboardPages.root>): string =>
  page.slice(dashboardPages.root.length + 1);
