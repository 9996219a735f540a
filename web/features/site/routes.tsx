import type { RouteObject } from 'react-router';
import { sitePages } from '../../../common/page-routes';
import { rootRoute } from '../../lib/page-path';
import { withData } from '../../app/with-data';

/**
 * Marketing pages of the public site (/explore/*, /learn/*, /contact), lazy per page. None of them
 * needs the query cache except the contact form, which sits under `withData`, which brings it.
 */
export const publicSiteRoutes: RouteObject[] = [
  {
    path: rootRoute(sitePages.exploreProduction),
    lazy: async () => ({
      Component: (await import('./ExploreProductionPage')).ExploreProductionPage,
    }),
  },
  {
    path: rootRoute(sitePages.exploreAffiliate),
    lazy: async () => ({
      Component: (await import('./ExploreAffiliatePage')).ExploreAffiliatePage,
    }),
  },
  {
    path: rootRoute(sitePages.pricing),
    lazy: async () => ({ Component: (await import('./PricingPage')).PricingPage }),
  },
  {
    path: rootRoute(sitePages.games),
    lazy: async () => ({ Component: (await import('./GamesPage')).GamesPage }),
  },
  {
    path: rootRoute(sitePages.productionInfo),
    lazy: async () => ({ Component: (await import('./ProductionInfoPage')).ProductionInfoPage }),
  },
  withData([
    {
      path: rootRoute(sitePages.contact),
      lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
    },
  ]),
];
