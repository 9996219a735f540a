import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { layoutLimits } from '../../../common/limits';
import { dashboardPaths } from '../../../common/paths';

// docs/product.md §9 breakpoint 700 px: narrower screens start with the sidebar collapsed.
const narrowQuery = `(max-width: ${(layoutLimits.breakpointsPx[1] ?? 700) - 1}px)`;

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches;
}

const productionPath = dashboardPaths.production;
const isProductionPage = (pathname: string) =>
  pathname === productionPath || pathname.startsWith(`${productionPath}/`);

/**
 * Collapsed or expanded: collapsed from the start on a narrow screen, and again when the screen
 * narrows (a tablet turned to portrait). On a phone the open sidebar covers the page, so
 * following a link closes it.
 */
export function useSidebarCollapse() {
  const [collapsed, setCollapsed] = useState(isNarrow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(narrowQuery);
    // Crossing the breakpoint gives that width's default: collapsed on a phone, expanded when
    // the window is widened again.
    const onChange = (event: MediaQueryListEvent) => setCollapsed(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const afterFollow = () => {
    if (isNarrow()) setCollapsed(true);
  };
  return { collapsed, toggle: () => setCollapsed((value) => !value), afterFollow };
}

/**
 * The Production sub-menu (docs/product.md §4): opened by its tab in place of the main menu,
 * closed by Back or Escape, with focus following the menu that opened. Arriving on a Production
 * page some other way (a link in a page, a reload) shows the sub-menu it belongs to; leaving the
 * Production pages shows the main menu again.
 */
export function useProductionSubMenu(hasItems: boolean) {
  const location = useLocation();
  const onProduction = isProductionPage(location.pathname);
  const [open, setOpen] = useState(() => onProduction && hasItems);
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    if (onProduction !== isProductionPage(seenPath)) setOpen(onProduction && hasItems);
  }
  const tabRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef<'sub-menu' | 'main' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'sub-menu') firstLinkRef.current?.focus();
    if (focusNext.current === 'main') tabRef.current?.focus();
    focusNext.current = null;
  }, [open]);

  const openSubMenu = () => {
    focusNext.current = 'sub-menu';
    setOpen(true);
  };
  const closeSubMenu = () => {
    focusNext.current = 'main';
    setOpen(false);
  };
  const onSubMenuKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeSubMenu();
  };
  return { open, onProduction, tabRef, firstLinkRef, openSubMenu, closeSubMenu, onSubMenuKey };
}
