// Every in-app address of the web app, in one place: the router mounts these paths, links and
// redirects are built from them, and the server writes them into e-mails and chat notices.
// See docs/product.md#2-screens-and-routes. Each address is written once, in page-routes.ts.

import { dashboardPages, fillRoute, sitePages } from './page-routes.js';

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
  home: sitePages.home,
  login: sitePages.login,
  /** Asks for a password reset link by e-mail. */
  forgotPassword: sitePages.forgotPassword,
  /** Sets a new password with the secret of the e-mailed link. */
  resetPassword: (params: { hash?: string } = {}) => `${sitePages.resetPassword}${query(params)}`,
  /** The chat digest's one-click unsubscribe page (no sign-in needed). */
  chatUnsubscribe: (params: { token?: string } = {}) =>
    `${sitePages.chatUnsubscribe}${query(params)}`,
  /** Confirms a new e-mail address with the secret of the link sent to it. */
  confirmEmail: (params: { hash?: string } = {}) => `${sitePages.confirmEmail}${query(params)}`,
  join: (params: { type?: string; package?: string } = {}) => `${sitePages.join}${query(params)}`,
  joinProduction: sitePages.joinProduction,
  joinVerify: (params: { username?: string; hash?: string; step?: string; email?: string } = {}) =>
    `${sitePages.joinVerify}${query(params)}`,
  joinReturn: sitePages.joinReturn,
  verifyReturn: sitePages.verifyReturn,
  verifySandbox: sitePages.verifySandbox,
  exploreProduction: sitePages.exploreProduction,
  exploreAffiliate: sitePages.exploreAffiliate,
  pricing: sitePages.pricing,
  games: sitePages.games,
  productionInfo: sitePages.productionInfo,
  contact: (params: { topic?: string } = {}) => `${sitePages.contact}${query(params)}`,
  /** A guest's page of one shared delivery (no account); the token is the link's secret. */
  guestReview: (token: string) => fillRoute(sitePages.guestReview, { token }),
} as const;

/** The signed-in pages under /dashboard. */
export const dashboardPaths = {
  root: dashboardPages.root,
  home: dashboardPages.home,
  /** An Affiliate's own commissions: the table on their Home (the Commissions page is the Admins'). */
  myCommissions: `${dashboardPages.home}#commissions`,
  logout: dashboardPages.logout,
  /** The chat; `user` opens a contact, with `type: 'Support'` (Admins) that user's Support thread. */
  chat: (params: { user?: string; type?: 'Support' } = {}) =>
    `${dashboardPages.chat}${query(params)}`,
  files: dashboardPages.files,
  games: dashboardPages.games,
  manageGames: dashboardPages.manageGames,
  production: dashboardPages.production,
  /**
   * The Inbox; `active` opens an order, `track` its tracker. An Admin's filters: `due` (overdue,
   * soon: within 24 hours), `partner` and `staff` (user ids).
   */
  inbox: (
    params: {
      active?: string;
      track?: string;
      due?: 'overdue' | 'soon';
      partner?: string;
      staff?: string;
    } = {},
  ) => `${dashboardPages.inbox}${query(params)}`,
  /** The order form (Partners) or the delivery form (staff). */
  send: dashboardPages.send,
  /**
   * The delivery form with an order and its client chosen, as the Inbox's Deliver opens it;
   * `note`: a review note of the revision to open at its frame.
   */
  deliver: (params: { order: string; client: string; note?: string }) =>
    `${dashboardPages.send}${query(params)}`,
  /** The order form taking a draft folder's uploads (the File Manager's "Place the order"). */
  orderFromDraft: (folderName: string) => `${dashboardPages.send}${query({ draft: folderName })}`,
  sendReview: dashboardPages.sendReview,
  /** The delivered versions of an order: switch, compare, share with guests. */
  versions: (requestId: string) => fillRoute(dashboardPages.versions, { requestId }),
  /** The confirmation of a delivery (`fulfill`) or of a request for more time (`extend`). */
  sendReviewOf: (params: { type: 'fulfill' | 'extend'; extension?: number }) =>
    `${dashboardPages.sendReview}${query(params)}`,
  shop: dashboardPages.shop,
  shopReview: (params: { session_id?: string } = {}) =>
    `${dashboardPages.shopReview}${query(params)}`,
  /** A Partner's payments, their receipts and the CSV export. */
  billing: dashboardPages.billing,
  /** The printable receipt of one payment. */
  receipt: (id: string) => fillRoute(dashboardPages.receipt, { id }),
  commissions: dashboardPages.commissions,
  /** An Admin's pay periods: close a month, export each method's file, mark it paid. */
  payouts: dashboardPages.payouts,
  /** An Admin's list of a month's sales (`month` YYYY-MM, the current one without it). */
  sales: (params: { month?: string } = {}) => `${dashboardPages.sales}${query(params)}`,
  /** An Admin's list of what each staff member earned in a month. */
  staffPay: (params: { month?: string } = {}) => `${dashboardPages.staffPay}${query(params)}`,
  /** An Admin's list of the videos published to YouTube in a month (`month` YYYY-MM). */
  publishedVideos: (params: { month?: string } = {}) =>
    `${dashboardPages.publishedVideos}${query(params)}`,
  /** A staff member's or Affiliate's pay rules, earnings and statements. */
  pay: dashboardPages.pay,
  /** One statement, printable. */
  payStatement: (id: string) => fillRoute(dashboardPages.payStatement, { id }),
  manageTeam: dashboardPages.manageTeam,
  /** An Admin's page of one staff member. */
  staffMember: (uid: string) => fillRoute(dashboardPages.staffMember, { uid }),
  /** The Admin's audit log: what Admins did and when they signed in. */
  auditLog: dashboardPages.auditLog,
  settings: dashboardPages.settings,
  schedule: dashboardPages.schedule,
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
