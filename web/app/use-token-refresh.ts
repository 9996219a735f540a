import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardPaths } from '../../common/paths';
import { refreshAccessToken } from '../lib/api-client';
import { readSession } from './session';

// Where a session ends; no refresh runs there, since that page is revoking the token anyway.
const logoutPath = dashboardPaths.logout;

/**
 * docs/product.md §4: a token refresh runs on each path change while signed in, except on logout. When the
 * server gives no token the session is over and the user goes to /dashboard/logout, which sends
 * them on to /login saying the session was ended elsewhere. A network
 * failure is not treated as the end of the session: the next path change tries again.
 */
export function useTokenRefreshOnNavigate(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (pathname === logoutPath || !readSession().loggedIn) return;
    refreshAccessToken().then(
      (token) => {
        if (token) return;
        console.error('Failed to get refreshed access token!');
        // The server ended the session: logout tidies up and sends to /login, which says so.
        void navigate(logoutPath, { replace: true, state: { ended: true } });
      },
      (error: unknown) => console.warn('Token refresh failed; keeping the session for now.', error),
    );
  }, [pathname, navigate]);
}
