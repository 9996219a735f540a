/**
 * Every page address of the web app, written once, as its router spells it (`:name` is one path
 * segment): the router mounts these (web/lib/page-path.ts), common/paths.ts builds links and
 * redirects from them, the server answers 404 for any other page address while still sending the
 * app, and the build names each dashboard page's files for its first load
 * (web/app/page-files.ts, read by vite.config.ts).
 * No other file spells a `/dashboard` address (eslint.config.js); `web/page-routes.test.ts`
 * keeps this list equal to the router's.
 */

/** The pages outside the dashboard: the public site's and the account pages. */
export const sitePages = {
  home: '/',
  login: '/login',
  forgotPassword: '/login/forgot',
  resetPassword: '/login/reset',
  chatUnsubscribe: '/unsubscribe/chat',
  confirmEmail: '/account/email',
  join: '/join',
  joinProduction: '/join/production',
  joinVerify: '/join/verify',
  joinReturn: '/join/return',
  verifyReturn: '/join/verify/return',
  verifySandbox: '/join/verify/sandbox',
  exploreProduction: '/explore/production',
  exploreAffiliate: '/explore/affiliate',
  pricing: '/learn/pricing',
  games: '/learn/game',
  productionInfo: '/learn/production',
  contact: '/contact',
  guestReview: '/review/:token',
} as const;

/** The signed-in pages under /dashboard. */
export const dashboardPages = {
  root: '/dashboard',
  home: '/dashboard/home',
  logout: '/dashboard/logout',
  chat: '/dashboard/chat',
  files: '/dashboard/files',
  games: '/dashboard/games',
  /** The old address of the games page, sent on to it. */
  oldGames: '/dashboard/game',
  manageGames: '/dashboard/manage/games',
  production: '/dashboard/production',
  inbox: '/dashboard/production/receive',
  send: '/dashboard/production/send',
  sendReview: '/dashboard/production/send/review',
  versions: '/dashboard/production/versions/:requestId',
  shop: '/dashboard/shop',
  shopReview: '/dashboard/shop/review',
  billing: '/dashboard/billing',
  receipt: '/dashboard/billing/:id',
  commissions: '/dashboard/manage/commissions',
  payouts: '/dashboard/manage/payouts',
  sales: '/dashboard/manage/sales',
  staffPay: '/dashboard/manage/staff-pay',
  publishedVideos: '/dashboard/manage/published',
  pay: '/dashboard/pay',
  payStatement: '/dashboard/pay/statements/:id',
  manageTeam: '/dashboard/manage/team',
  staffMember: '/dashboard/manage/staff/:uid',
  auditLog: '/dashboard/manage/audit',
  settings: '/dashboard/settings',
  schedule: '/dashboard/schedule',
} as const;

/** The address of a page outside the dashboard. */
export type SitePage = (typeof sitePages)[keyof typeof sitePages];
/** The address of a dashboard page. */
export type DashboardPage = (typeof dashboardPages)[keyof typeof dashboardPages];
/** The address of any page. */
export type PageRoute = SitePage | DashboardPage;

/** Every page address (the order carries no meaning). */
export const pageRoutes: readonly PageRoute[] = [
  ...Object.values(sitePages),
  ...Object.values(dashboardPages),
];

/** The `:name` parameters of a page address, by name. */
export type RouteParams<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? P | RouteParams<`/${Rest}`>
  : R extends `${string}:${infer P}`
    ? P
    : never;

/**
 * `route` with its `:name` segments filled from `params` (each encoded as one segment), so a link
 * to a page with a parameter is written from the page's one address too.
 */
export function fillRoute<R extends PageRoute>(
  route: R,
  params: Record<RouteParams<R>, string>,
): string {
  const values: Record<string, string> = params;
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = pageRoutes.map(segmentsOf);

/** The route of `pathname` (no query or hash) as `pageRoutes` spells it; a trailing slash is allowed. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
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
