import type { RouteObject } from 'react-router';

/**
 * A lazy pathless layout that gives the routes under it the query cache (see DataLayout): the
 * query library loads only when one of them is first visited.
 */
export const withData = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./DataLayout')).DataLayout }),
  children,
});
