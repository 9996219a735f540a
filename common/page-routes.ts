/**
 * Every page address the web app has, as its router spells them (`:name` is one path segment).
 * The server answers 404 for any other page address while still sending the app, so the browser
 * shows the app's own not-found page and search engines and link checkers see the status.
 * `web/page-routes.test.ts` keeps this list equal to the router's.
 */
export const pageRoutes = [
  '/',
  '/account/email',
  '/contact',
  '/dashboard',
  '/dashboard/billing',
  '/dashboard/billing/:id',
  '/dashboard/chat',
  '/dashboard/files',
  '/dashboard/game',
  '/dashboard/games',
  '/dashboard/home',
  '/dashboard/logout',
  '/dashboard/manage/audit',
  '/dashboard/manage/commissions',
  '/dashboard/manage/games',
  '/dashboard/manage/payouts',
  '/dashboard/manage/staff/:uid',
  '/dashboard/manage/team',
  '/dashboard/pay',
  '/dashboard/pay/statements/:id',
  '/dashboard/production',
  '/dashboard/production/receive',
  '/dashboard/production/send',
  '/dashboard/production/send/review',
  '/dashboard/production/versions/:requestId',
  '/dashboard/schedule',
  '/dashboard/settings',
  '/dashboard/shop',
  '/dashboard/shop/review',
  '/explore/affiliate',
  '/explore/production',
  '/join',
  '/join/production',
  '/join/return',
  '/join/verify',
  '/join/verify/return',
  '/join/verify/sandbox',
  '/learn/game',
  '/learn/pricing',
  '/learn/production',
  '/login',
  '/login/forgot',
  '/login/reset',
  '/review/:token',
  '/unsubscribe/chat',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = pageRoutes.map(segmentsOf);

/** The route of `pathname` (no query or hash) as `pageRoutes` spells it; a trailing slash is allowed. */
export function pageRouteOf(pathname: string): (typeof pageRoutes)[number] | undefined {
  const parts = segmentsOf(pathname);
  const at = patterns.findIndex(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(':') || segment === parts[i]),
  );
  return at === -1 ? undefined : pageRoutes[at];
}

/** Whether `pathname` (no query or hash) is one of the app's pages; a trailing slash is allowed. */
export function isPageRoute(pathname: string): boolean {
  return pageRouteOf(pathname) !== undefined;
}
