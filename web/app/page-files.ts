import { dashboardPages, sitePages, type PageRoute } from '../../common/page-routes';

/**
 * What a page's first load needs beyond the app's entry:
 * - `site`: the public site's pages, which read nothing through the API client;
 * - `forms`: the pages outside the dashboard that send forms through it (sign-up, login, the
 *   YouTube check, a guest's review, the chat's unsubscribe link, the contact form, logging out);
 * - `dashboard`: the signed-in pages, in the dashboard's layout.
 */
export type PageLoad = 'site' | 'forms' | 'dashboard';

/** The addresses that only send the browser on to another page and have no module of their own. */
type Redirect =
  typeof dashboardPages.root | typeof dashboardPages.production | typeof dashboardPages.oldGames;

/**
 * The module (under web/) that renders each page, as the router's lazy route imports it, and how
 * its first load is grouped. The build reads this (vite.config.ts) to put the dashboard's shared
 * code into its chunks and to name each dashboard page's files in its HTML (page-preloads.json);
 * web/router.test.tsx checks that each route loads its page from the module named here, and every
 * page address of common/page-routes.ts has an entry, so a page cannot be added without one.
 */
export const pageFiles: Record<Exclude<PageRoute, Redirect>, { file: string; load: PageLoad }> = {
  [dashboardPages.auditLog]: { file: 'features/audit/AuditLogPage.tsx', load: 'dashboard' },
  [dashboardPages.billing]: { file: 'features/payments/BillingPage.tsx', load: 'dashboard' },
  [dashboardPages.chat]: { file: 'features/chat/ChatPage.tsx', load: 'dashboard' },
  [dashboardPages.commissions]: {
    file: 'features/payments/CommissionsPage.tsx',
    load: 'dashboard',
  },
  [dashboardPages.files]: { file: 'features/drive/FileManagerPage.tsx', load: 'dashboard' },
  [dashboardPages.games]: { file: 'features/games/GamesPage.tsx', load: 'dashboard' },
  [dashboardPages.home]: { file: 'app/dashboard/DashboardHome.tsx', load: 'dashboard' },
  [dashboardPages.inbox]: { file: 'features/orders/InboxPage.tsx', load: 'dashboard' },
  [dashboardPages.manageGames]: {
    file: 'features/games/OwnershipReviewPage.tsx',
    load: 'dashboard',
  },
  [dashboardPages.manageTeam]: { file: 'features/teams/TeamBuilderPage.tsx', load: 'dashboard' },
  [dashboardPages.pay]: { file: 'features/payouts/PayPage.tsx', load: 'dashboard' },
  [dashboardPages.payStatement]: { file: 'features/payouts/StatementPage.tsx', load: 'dashboard' },
  [dashboardPages.payouts]: { file: 'features/payouts/PayoutsPage.tsx', load: 'dashboard' },
  [dashboardPages.sales]: { file: 'features/payouts/SalesPage.tsx', load: 'dashboard' },
  [dashboardPages.staffPay]: { file: 'features/payouts/StaffPayPage.tsx', load: 'dashboard' },
  [dashboardPages.publishedVideos]: {
    file: 'features/publishing/PublishedVideosPage.tsx',
    load: 'dashboard',
  },
  [dashboardPages.receipt]: { file: 'features/payments/ReceiptPage.tsx', load: 'dashboard' },
  [dashboardPages.schedule]: { file: 'features/teams/SchedulePage.tsx', load: 'dashboard' },
  [dashboardPages.send]: { file: 'features/orders/ProductionSendPage.tsx', load: 'dashboard' },
  [dashboardPages.sendReview]: { file: 'features/orders/SendReviewPage.tsx', load: 'dashboard' },
  [dashboardPages.settings]: { file: 'app/dashboard/SettingsPage.tsx', load: 'dashboard' },
  [dashboardPages.shop]: { file: 'features/payments/ShopPage.tsx', load: 'dashboard' },
  [dashboardPages.shopReview]: { file: 'features/payments/ReviewPage.tsx', load: 'dashboard' },
  [dashboardPages.staffMember]: { file: 'features/teams/StaffProfilePage.tsx', load: 'dashboard' },
  [dashboardPages.versions]: {
    file: 'features/review-versions/VersionsPage.tsx',
    load: 'dashboard',
  },
  [dashboardPages.logout]: { file: 'features/accounts/LogoutPage.tsx', load: 'forms' },
  [sitePages.home]: { file: 'features/site/HomePage.tsx', load: 'site' },
  [sitePages.exploreAffiliate]: { file: 'features/site/ExploreAffiliatePage.tsx', load: 'site' },
  [sitePages.exploreProduction]: { file: 'features/site/ExploreProductionPage.tsx', load: 'site' },
  [sitePages.games]: { file: 'features/site/GamesPage.tsx', load: 'site' },
  [sitePages.pricing]: { file: 'features/site/PricingPage.tsx', load: 'site' },
  [sitePages.productionInfo]: { file: 'features/site/ProductionInfoPage.tsx', load: 'site' },
  [sitePages.login]: { file: 'features/accounts/LoginPage.tsx', load: 'forms' },
  [sitePages.forgotPassword]: { file: 'features/accounts/ForgotPasswordPage.tsx', load: 'forms' },
  [sitePages.resetPassword]: { file: 'features/accounts/ResetPasswordPage.tsx', load: 'forms' },
  [sitePages.confirmEmail]: { file: 'features/accounts/ConfirmEmailPage.tsx', load: 'forms' },
  [sitePages.join]: { file: 'features/accounts/SignupPage.tsx', load: 'forms' },
  [sitePages.joinProduction]: { file: 'features/accounts/ProductionSignupPage.tsx', load: 'forms' },
  [sitePages.joinVerify]: { file: 'features/accounts/VerifyPage.tsx', load: 'forms' },
  [sitePages.joinReturn]: { file: 'features/accounts/VerifyPage.tsx', load: 'forms' },
  [sitePages.verifyReturn]: { file: 'features/youtube/VerifyReturnPage.tsx', load: 'forms' },
  [sitePages.verifySandbox]: { file: 'features/youtube/SandboxConsentPage.tsx', load: 'forms' },
  [sitePages.chatUnsubscribe]: { file: 'features/chat/UnsubscribePage.tsx', load: 'forms' },
  [sitePages.guestReview]: { file: 'features/review/GuestReviewPage.tsx', load: 'forms' },
  [sitePages.contact]: { file: 'features/site/ContactPage.tsx', load: 'forms' },
};

/** The module of the dashboard's layout, which every dashboard page loads first. */
export const dashboardLayoutFile = 'app/dashboard/DashboardLayout.tsx';
