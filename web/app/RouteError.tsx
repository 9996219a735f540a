import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/site/NotFoundPage';
import { ErrorPanel } from './ErrorPanel';

/** The router's outermost error boundary: a router 404 is the not-found page, anything else a crash. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('Route error', error);
  return <ErrorPanel error={error} />;
}

/** A page's error boundary inside a layout, so the top bar or sidebar stays usable. */
export function PageError() {
  const error = useRouteError();
  console.error('Page error', error);
  return <ErrorPanel error={error} inLayout />;
}
