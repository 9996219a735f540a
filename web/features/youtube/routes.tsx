import type { RouteObject } from 'react-router';

/**
 * Account routes of the YouTube eligibility check, mounted beside /join/verify by
 * web/router.tsx: the return page of docs/product.md §2 and the sandbox's consent page.
 */
export const youtubeAccountRoutes: RouteObject[] = [
  {
    path: 'join/verify/return',
    lazy: async () => ({ Component: (await import('./VerifyReturnPage')).VerifyReturnPage }),
  },
  {
    path: 'join/verify/sandbox',
    lazy: async () => ({ Component: (await import('./SandboxConsentPage')).SandboxConsentPage }),
  },
];
