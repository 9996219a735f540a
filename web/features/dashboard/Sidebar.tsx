import { useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { sidebarMenu } from '../../../common/api/accounts';
import { layoutLimits } from '../../../common/limits';
import { useSession } from '../../app/session';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { menuTargets } from './menu';
import styles from './Sidebar.module.css';

// SPEC §9 breakpoint 700 px: narrower screens start with the sidebar collapsed.
const narrowQuery = `(max-width: ${(layoutLimits.breakpointsPx[1] ?? 700) - 1}px)`;

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches;
}

/** The dashboard sidebar (SPEC §2, §6): 60 px collapsed or 200 px expanded, menu by account type. */
export function Sidebar() {
  const session = useSession();
  const [collapsed, setCollapsed] = useState(isNarrow);
  const navId = useId();

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

  const items = sidebarMenu[session.accountType];

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
        <Link to="/" className={styles.brand} aria-label="Crewcast home">
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
        <ul className={styles.list}>
          {items.map((label) => {
            const target = menuTargets[label];
            if (!target) return null;
            return (
              <li key={label} className={label === 'Logout' ? styles.logoutItem : undefined}>
                <NavLink
                  to={target.to}
                  className={styles.link}
                  title={collapsed ? label : undefined}
                  onClick={() => {
                    // On a phone the open sidebar covers the page; following a link closes it.
                    if (isNarrow()) setCollapsed(true);
                  }}
                >
                  <Icon name={target.icon} />
                  <span className={styles.label}>{label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
