import { dashboardPages, pageRouteOf } from '../../../common/page-routes';
import { dashboardPaths } from '../../../common/paths';

/**
 * The words of a System notice's link, from the page it opens: an order's notice opens the
 * order, a commission's the Affiliate's commissions, a game's the games.
 */
export function noticeLinkLabel(link: string): string {
  if (link === dashboardPaths.myCommissions) return 'Open your commissions';
  const route = pageRouteOf(link.split(/[?#]/)[0] ?? '');
  switch (route) {
    case dashboardPages.inbox:
    case dashboardPages.versions:
      return 'Open the order';
    case dashboardPages.games:
    case dashboardPages.manageGames:
      return 'Open your games';
    case dashboardPages.home:
      return 'Open your dashboard';
    case dashboardPages.pay:
    case dashboardPages.payStatement:
      return 'Open your pay';
    default:
      return 'Open';
  }
}
