import { ErrorPanel } from './ErrorPanel';
import { useRouteError } from './RouteTree';

/**
 * The router's outermost error boundary: a crash. An unknown address is no error: the public
 * layout and the dashboard each end their routes with a not-found page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorPanel error={error} />;
}

/** A page's error boundary inside a layout, so the top bar or sidebar stays usable. */
export function PageError() {
  const error = useRouteError();
  console.error('Page error', error);
  return <ErrorPanel error={error} inLayout />;
}
