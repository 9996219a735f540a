import { useEffect, useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

function windowLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

const toHref = (to: To) => (typeof to === 'string' ? to : createPath(to));

// Every other page of the site is the app of index.html, so a link leaves the landing page with
// a full page load. A link to a hash of this page stays a same-document jump.
const fullPageNavigator: Navigator = {
  createHref: toHref,
  push: (to) => window.location.assign(toHref(to)),
  replace: (to) => window.location.replace(toHref(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * The router context of the landing page: the current URL for the components that read it
 * (active links, the Sign up target, the scroll helper) and links that load their page in full.
 * It needs only react-router's plain <Router>, not the app's router and its route tree, which keeps the
 * first load of `/` small.
 */
export function LandingRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useEffect(() => {
    const update = () => setLocation(windowLocation());
    window.addEventListener('hashchange', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('hashchange', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return (
    <Router location={location} navigator={fullPageNavigator}>
      {children}
    </Router>
  );
}
