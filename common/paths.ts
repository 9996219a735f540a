// Every in-app address of the web app, in one place: the router mounts these paths, links and
// redirects are built from them, and the server writes them into e-mails and chat notices.
// See docs/product.md#2-screens-and-routes.

/** Query string from the defined entries of `params` ('' when none). */
function query(params: Record<string, string | number | undefined | null>): string {
  const entries = Object.entries(params).filter(
    (e): e is [string, string | number] => e[1] !== undefined && e[1] !== null && e[1] !== '',
  );
  if (entries.length === 0) return '';
  return `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`;
}

/** The public pages and the account pages. */
export const sitePaths = {
  home: '/',
  login: '/login',
  /** Asks for a password reset link by e-mail. */
  forgotPassword: '/login/forgot',
  /** Sets a new password with the secret of the e-mailed link. */
  resetPassword: (params: { hash?: string } = {}) => `/login/reset${query(params)}`,
  /** The chat digest's one-click unsubscribe page (no sign-in needed). */
  chatUnsubscribe: (params: { token?: string } = {}) => `/unsubscribe/chat${query(params)}`,
  /** Confirms a new e-mail address with the secret of the link sent to it. */
  confirmEmail: (params: { hash?: string } = {}) => `/account/email${query(params)}`,
  join: (params: { type?: string; package?: string } = {}) => `/join${query(params)}`,
  joinProduction: '/join/production',
  joinVerify: (params: { username?: string; hash?: string; step?: string; email?: string } = {}) =>
    `/join/verify${query(params)}`,
  joinReturn: '/join/return',
  verifyReturn: '/join/verify/return',
  verifySandbox: '/join/verify/sandbox',
  exploreProduction: '/explore/production',
  exploreAffiliate: '/explore/affiliate',
  pricing: '/learn/pricing',
  games: '/learn/game',
  productionInfo: '/learn/production',
  contact: (params: { topic?: string } = {}) => `/contact${query(params)}`,
  /** A guest's page of one shared delivery (no account); the token is the link's secret. */
  guestReview: (token: string) => `/review/${encodeURIComponent(token)}`,
} as const;

/** The signed-in pages under /dashboard. */
export const dashboardPaths = {
  root: '/dashboard',
  home: '/dashboard/home',
  logout: '/dashboard/logout',
  chat: (params: { user?: string } = {}) => `/dashboard/chat${query(params)}`,
  files: '/dashboard/files',
  games: '/dashboard/games',
  manageGames: '/dashboard/manage/games',
  production: '/dashboard/production',
  /** The Inbox; `active` opens an order, `track` its tracker. */
  inbox: (params: { active?: string; track?: string } = {}) =>
    `/dashboard/production/receive${query(params)}`,
  /** The order form (Partners) or the delivery form (staff). */
  send: '/dashboard/production/send',
  /** The delivery form with an order and its client chosen, as the Inbox's Deliver opens it. */
  deliver: (params: { order: string; client: string }) =>
    `/dashboard/production/send${query(params)}`,
  sendReview: '/dashboard/production/send/review',
  /** The delivered versions of an order: switch, compare, share with guests. */
  versions: (requestId: string) =>
    `/dashboard/production/versions/${encodeURIComponent(requestId)}`,
  /** The confirmation of a delivery (`fulfill`) or of a request for more time (`extend`). */
  sendReviewOf: (params: { type: 'fulfill' | 'extend'; extension?: number }) =>
    `/dashboard/production/send/review${query(params)}`,
  shop: '/dashboard/shop',
  shopReview: (params: { session_id?: string } = {}) => `/dashboard/shop/review${query(params)}`,
  /** A Partner's payments, their receipts and the CSV export. */
  billing: '/dashboard/billing',
  /** The printable receipt of one payment. */
  receipt: (id: string) => `/dashboard/billing/${encodeURIComponent(id)}`,
  commissions: '/dashboard/manage/commissions',
  /** An Admin's pay periods: close a month, export each method's file, mark it paid. */
  payouts: '/dashboard/manage/payouts',
  /** A staff member's or Affiliate's pay rules, earnings and statements. */
  pay: '/dashboard/pay',
  /** One statement, printable. */
  payStatement: (id: string) => `/dashboard/pay/statements/${encodeURIComponent(id)}`,
  manageTeam: '/dashboard/manage/team',
  /** An Admin's page of one staff member. */
  staffMember: (uid: string) => `/dashboard/manage/staff/${encodeURIComponent(uid)}`,
  /** The Admin's audit log: what Admins did and when they signed in. */
  auditLog: '/dashboard/manage/audit',
  settings: '/dashboard/settings',
  schedule: '/dashboard/schedule',
} as const;

/**
 * The in-app path `link` is, or null when a browser could take it off the site. A path starts
 * with one `/`; browsers read `\` as `/` and drop tabs and line breaks, so `/\evil.example` and
 * `/<tab>/evil.example` are `//evil.example`, another host. A link with a second leading slash,
 * any backslash, white space or control character is therefore refused; what remains always
 * resolves on the site's own origin. The server accepts nothing else and the web renders nothing
 * else as an in-app link.
 */
export function inAppPath(link: string): string | null {
  return /^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(link) ? link : null;
}
