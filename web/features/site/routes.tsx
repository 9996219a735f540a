import type { RouteObject } from 'react-router';
import { withData } from '../../app/with-data';

/**
 * Marketing pages of the public site (/explore/*, /learn/*, /contact), lazy per page. None of them
 * needs the query cache except the contact form, which sits under `withData`, which brings it.
 */
export const publicSiteRoutes: RouteObject[] = [
  {
    path: 'explore/production',
    lazy: async () => ({
      Component: (await import('./ExploreProductionPage')).ExploreProductionPage,
    }),
  },
  {
    path: 'explore/affiliate',
    lazy: async () => ({
      Component: (await import('./ExploreAffiliatePage')).ExploreAffiliatePage,
    }),
  },
  {
    path: 'learn/pricing',
    lazy: async () => ({ Component: (await import('./PricingPage')).PricingPage }),
  },
  {
    path: 'learn/game',
    lazy: async () => ({ Component: (await import('./GamesPage')).GamesPage }),
  },
  {
    path: 'learn/production',
    lazy: async () => ({ Component: (await import('./ProductionInfoPage')).ProductionInfoPage }),
  },
  withData([
    {
      path: 'contact',
      lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
    },
  ]),
];
