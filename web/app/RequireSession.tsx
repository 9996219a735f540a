import { Navigate, Outlet, useLocation } from 'react-router';
import { sitePaths } from '../../common/paths';
import { useSession } from './session';

/**
 * docs/product.md §2: any /dashboard path sends a logged-out visitor to /login. localStorage is read
 * synchronously before the first render, so the check never fires on a session not yet loaded.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn)
    return <Navigate to={sitePaths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
