import type { RouteObject } from 'react-router';
import { sitePages } from '../../../common/page-routes';
import { rootRoute } from '../../lib/page-path';

/**
 * Account routes of the YouTube eligibility check, mounted beside /join/verify by
 * web/router.tsx: the return page of docs/product.md §2 and the sandbox's consent page.
 */
export const youtubeAccountRoutes: RouteObject[] = [
  {
    path: rootRoute(sitePages.verifyReturn),
    lazy: async () => ({ Component: (await import('./VerifyReturnPage')).VerifyReturnPage }),
  },
  {
    path: rootRoute(sitePages.verifySandbox),
    lazy: async () => ({ Component: (await import('./SandboxConsentPage')).SandboxConsentPage }),
  },
];
