import { Navigate, type RouteObject } from 'react-router';
import { dashboardPaths } from '../common/paths';
import { dashboardPages, sitePages } from '../common/page-routes';
import { dashboardRoute, rootRoute } from './lib/page-path';
import { RequireSession } from './app/RequireSession';
import { RootLayout } from './app/RootLayout';
import { PageError, RouteError } from './app/RouteError';
import { routeTree } from './app/RouteTree';
import { withData } from './app/with-data';
import { WaitingScreen, waitingTexts } from './components/WaitingScreen';
import { warmIntlWhenIdle } from './lib/warm-intl';
import { NotFoundPage } from './features/site/NotFoundPage';
import { auditDashboardRoutes } from './features/audit/routes';
import { chatDashboardRoutes } from './features/chat/routes';
import { driveDashboardRoutes } from './features/drive/routes';
import { gamesDashboardRoutes } from './features/games/routes';
import { ordersDashboardRoutes } from './features/orders/routes';
import { guestReviewRoutes } from './features/review/routes';
import { reviewVersionsDashboardRoutes } from './features/review-versions/routes';
import { PublicLayout } from './features/site/PublicLayout';
import { payoutsDashboardRoutes } from './features/payouts/routes';
import { publishingDashboardRoutes } from './features/publishing/routes';
import { publicSiteRoutes } from './features/site/routes';
import { shopDashboardRoutes } from './features/payments/routes';
import { teamsDashboardRoutes } from './features/teams/routes';
import { youtubeAccountRoutes } from './features/youtube/routes';

function RouteFallback() {
  return <WaitingScreen label={waitingTexts.loading} fullScreen />;
}

/**
 * The routes of docs/product.md §2. The public layout, the 404 page and the session guard are in the main
 * bundle; each page's code loads when its route is first visited. The marketing pages do not
 * read server state through the query cache, so the account pages and the dashboard sit under
 * `withData`, which loads the query library only when one of them is visited.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: PageError,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('./features/site/HomePage')).HomePage,
                }),
              },
              withData([
                {
                  path: rootRoute(sitePages.login),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/LoginPage')).LoginPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.forgotPassword),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/ForgotPasswordPage'))
                      .ForgotPasswordPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.chatUnsubscribe),
                  lazy: async () => ({
                    Component: (await import('./features/chat/UnsubscribePage')).UnsubscribePage,
                  }),
                },
                {
                  path: rootRoute(sitePages.confirmEmail),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/ConfirmEmailPage'))
                      .ConfirmEmailPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.resetPassword),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/ResetPasswordPage'))
                      .ResetPasswordPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.join),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/SignupPage')).SignupPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.joinProduction),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/ProductionSignupPage'))
                      .ProductionSignupPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.joinVerify),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/VerifyPage')).ClientVerifyPage,
                  }),
                },
                {
                  path: rootRoute(sitePages.joinReturn),
                  lazy: async () => ({
                    Component: (await import('./features/accounts/VerifyPage')).StaffVerifyPage,
                  }),
                },
                ...youtubeAccountRoutes,
              ]),
              ...publicSiteRoutes,
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      // A guest of a review link has no account and came to watch: the page brings a plain
      // header of its own instead of the marketing site's.
      { ErrorBoundary: PageError, children: [withData(guestReviewRoutes)] },
      withData([
        {
          // Outside the guard: the page clears the session itself and must not be sent to /login.
          path: rootRoute(dashboardPages.logout),
          lazy: async () => ({
            Component: (await import('./features/accounts/LogoutPage')).LogoutPage,
          }),
        },
        {
          path: rootRoute(dashboardPages.root),
          Component: RequireSession,
          children: [
            {
              lazy: async () => {
                // While the dashboard's code downloads, the main thread is free for this.
                warmIntlWhenIdle();
                return {
                  Component: (await import('./app/dashboard/DashboardLayout')).DashboardLayout,
                };
              },
              children: [
                {
                  ErrorBoundary: PageError,
                  children: [
                    { index: true, element: <Navigate to={dashboardPaths.home} replace /> },
                    {
                      path: dashboardRoute(dashboardPages.home),
                      lazy: async () => ({
                        Component: (await import('./app/dashboard/DashboardHome')).DashboardHome,
                      }),
                    },
                    {
                      path: dashboardRoute(dashboardPages.settings),
                      lazy: async () => ({
                        Component: (await import('./app/dashboard/SettingsPage')).SettingsPage,
                      }),
                    },
                    ...driveDashboardRoutes,
                    ...teamsDashboardRoutes,
                    ...shopDashboardRoutes,
                    ...payoutsDashboardRoutes,
                    ...publishingDashboardRoutes,
                    ...ordersDashboardRoutes,
                    ...reviewVersionsDashboardRoutes,
                    ...gamesDashboardRoutes,
                    ...chatDashboardRoutes,
                    ...auditDashboardRoutes,
                    {
                      path: '*',
                      lazy: async () => ({
                        Component: (await import('./app/dashboard/DashboardNotFound'))
                          .DashboardNotFound,
                      }),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ]),
    ],
  },
];

/** The app's routes as the router renders them (app/RouteTree.tsx). */
export function appRouteTree() {
  return routeTree(routes);
}
