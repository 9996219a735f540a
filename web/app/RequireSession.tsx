import { Navigate, Outlet, useLocation } from 'react-router';
import { sitePaths } from '../../common/paths';
import type { LoginState } from '../lib/login-notice';
import { sessionEndedElsewhere, useSession } from './session';

/**
 * docs/product.md §2: any /dashboard path sends a logged-out visitor to /login. localStorage is read
 * synchronously before the first render, so the check never fires on a session not yet loaded.
 * A session the server ended (another device, a password reset) is told so there.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn) {
    const state: LoginState = {
      from: location.pathname,
      ...(sessionEndedElsewhere() ? { notice: 'session-ended' as const } : {}),
    };
    return <Navigate to={sitePaths.login} replace state={state} />;
  }
  return <Outlet />;
}
