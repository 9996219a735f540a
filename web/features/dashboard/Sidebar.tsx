import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { sidebarMenu } from '../../../common/api/accounts';
import { layoutLimits } from '../../../common/limits';
import { dashboardPaths, sitePaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { useUnreadTotal } from '../chat/public';
import { menuTargets, productionSubMenu } from './menu';
import styles from './Sidebar.module.css';

// docs/product.md §9 breakpoint 700 px: narrower screens start with the sidebar collapsed.
const narrowQuery = `(max-width: ${(layoutLimits.breakpointsPx[1] ?? 700) - 1}px)`;

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches;
}

const productionPath = dashboardPaths.production;

/**
 * The dashboard sidebar (docs/product.md §2, §6): 60 px collapsed or 200 px expanded, menu by account type.
 * The Production tab opens its sub-menu in place of the main menu, and Back closes it (docs/product.md §4).
 */
export function Sidebar() {
  const session = useSession();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(isNarrow);
  const navId = useId();
  const subMenuId = useId();
  const subTitleId = useId();
  const subItems = productionSubMenu[session.accountType];
  const onProduction =
    location.pathname === productionPath || location.pathname.startsWith(`${productionPath}/`);
  // Arriving on a Production page some other way (a link in a page, a reload) shows the sub-menu
  // it belongs to; leaving the Production pages shows the main menu again.
  const [subMenuOpen, setSubMenuOpen] = useState(() => onProduction && subItems.length > 0);
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    const wasOnProduction =
      seenPath === productionPath || seenPath.startsWith(`${productionPath}/`);
    if (onProduction !== wasOnProduction) setSubMenuOpen(onProduction && subItems.length > 0);
  }
  const productionButton = useRef<HTMLButtonElement>(null);
  const firstSubLink = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef<'sub-menu' | 'main' | null>(null);

  // Turning a tablet to portrait (or narrowing a window) collapses it again.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(narrowQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setCollapsed(true);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Focus follows the menu that was opened: the sub-menu's first link, or back to its tab.
  useEffect(() => {
    if (focusNext.current === 'sub-menu') firstSubLink.current?.focus();
    if (focusNext.current === 'main') productionButton.current?.focus();
    focusNext.current = null;
  }, [subMenuOpen]);

  const openSubMenu = () => {
    focusNext.current = 'sub-menu';
    setSubMenuOpen(true);
  };
  const closeSubMenu = () => {
    focusNext.current = 'main';
    setSubMenuOpen(false);
  };
  const onSubMenuKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeSubMenu();
  };
  // On a phone the open sidebar covers the page; following a link closes it.
  const afterFollow = () => {
    if (isNarrow()) setCollapsed(true);
  };

  const items = sidebarMenu[session.accountType];
  const unread = useUnreadTotal();

  return (
    <aside
      className={styles.sidebar}
      data-collapsed={collapsed || undefined}
      aria-label="Dashboard sidebar"
    >
      <div className={styles.top}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => setCollapsed((value) => !value)}
        >
          <Icon name="sidebar" />
        </button>
        <Link to={sitePaths.home} className={styles.brand} aria-label="Crewcast home">
          <Logo showWord={!collapsed} />
        </Link>
      </div>

      <div className={styles.welcome}>
        <Avatar name={session.name} size="small" tone="accent" />
        <p className={styles.welcomeText}>
          Welcome, <strong>{session.name}</strong>
        </p>
      </div>

      <nav id={navId} aria-label="Dashboard" className={styles.nav}>
        <ul className={styles.list} hidden={subMenuOpen}>
          {items.map((label) => {
            const target = menuTargets[label];
            if (!target) return null;
            if (label === 'Production' && subItems.length > 0)
              return (
                <li key={label}>
                  <button
                    ref={productionButton}
                    type="button"
                    className={styles.link}
                    data-current={onProduction || undefined}
                    aria-expanded={subMenuOpen}
                    aria-controls={subMenuId}
                    title={collapsed ? label : undefined}
                    onClick={openSubMenu}
                  >
                    <Icon name={target.icon} />
                    <span className={styles.label}>{label}</span>
                    <Icon name="chevronRight" size={16} className={styles.more} />
                  </button>
                </li>
              );
            return (
              <li key={label} className={label === 'Logout' ? styles.logoutItem : undefined}>
                <NavLink
                  to={target.to}
                  className={styles.link}
                  title={collapsed ? label : undefined}
                  onClick={afterFollow}
                >
                  <Icon name={target.icon} />
                  <span className={styles.label}>{label}</span>
                  {label === 'Chat' && unread > 0 && (
                    <span className={styles.badge} data-testid="chat-unread">
                      {unread > 99 ? '99+' : unread}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>

        {subItems.length > 0 && (
          <div
            id={subMenuId}
            className={styles.subMenu}
            hidden={!subMenuOpen}
            onKeyDown={onSubMenuKey}
          >
            <button
              type="button"
              className={`${styles.link} ${styles.back}`}
              title={collapsed ? 'Back' : undefined}
              onClick={closeSubMenu}
            >
              <Icon name="chevronLeft" />
              <span className={styles.label}>Back</span>
            </button>
            <p id={subTitleId} className={styles.subTitle}>
              Production
            </p>
            <ul className={styles.list} aria-labelledby={subTitleId}>
              {subItems.map((item, index) => (
                <li key={item.to}>
                  <NavLink
                    ref={index === 0 ? firstSubLink : undefined}
                    to={item.to}
                    className={styles.link}
                    title={collapsed ? item.label : undefined}
                    onClick={afterFollow}
                  >
                    <Icon name={item.icon} />
                    <span className={styles.label}>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </nav>
    </aside>
  );
}
