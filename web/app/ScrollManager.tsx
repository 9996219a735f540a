import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// Content under a hash may render a moment after the route does (lazy code, data), so the
// element is looked for over a few frames before giving up and going to the top.
const hashAttempts = 30;

/**
 * docs/product.md §2 scroll helper: on a route change, scroll to the element the URL hash names, or to the
 * top. Focus also moves to the main region so screen readers start reading the new page there.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!initial && !hash) {
      const main = document.getElementById('main');
      // Only when focus would otherwise be lost or left on the link that was followed.
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    }
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      id = hash.slice(1);
    }
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (tries++ < hashAttempts) frame = requestAnimationFrame(attempt);
      else window.scrollTo(0, 0);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
