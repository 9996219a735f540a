import { useId } from 'react';
import { Link } from 'react-router';
import { sidebarMenu } from '../../../common/api/accounts';
import { sitePaths } from '../../../common/paths';
import { useSession } from '../session';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { productionSubMenu } from './menu';
import { MainMenu, SubMenu } from './SidebarMenus';
import { useProductionSubMenu, useSidebarCollapse } from './use-sidebar';
import styles from './Sidebar.module.css';

/**
 * The dashboard sidebar (docs/product.md §2, §6): 60 px collapsed or 200 px expanded, menu by account type.
 * The Production tab opens its sub-menu in place of the main menu, and Back closes it (docs/product.md §4).
 */
export function Sidebar() {
  const session = useSession();
  const navId = useId();
  const subMenuId = useId();
  const subTitleId = useId();
  const subItems = productionSubMenu[session.accountType];
  const { collapsed, toggle, afterFollow } = useSidebarCollapse();
  const subMenu = useProductionSubMenu(subItems.length > 0);

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
          onClick={toggle}
        >
          <Icon name="sidebar" />
        </button>
        <Link to={sitePaths.home} className={styles.brand} aria-label="Crewcast home">
          <Logo showWord={!collapsed} />
        </Link>
      </div>

      <div className={styles.welcome}>
        <Avatar name={session.name} src={session.avatarUrl} size="small" tone="accent" />
        <p className={styles.welcomeText}>
          Welcome, <strong>{session.name}</strong>
        </p>
      </div>

      <nav id={navId} aria-label="Dashboard" className={styles.nav}>
        <MainMenu
          items={sidebarMenu[session.accountType]}
          hidden={subMenu.open}
          collapsed={collapsed}
          uid={session.uid}
          production={
            subItems.length > 0
              ? {
                  current: subMenu.onProduction,
                  expanded: subMenu.open,
                  controls: subMenuId,
                  tabRef: subMenu.tabRef,
                  onOpen: subMenu.openSubMenu,
                }
              : null
          }
          afterFollow={afterFollow}
        />
        {subItems.length > 0 && (
          <SubMenu
            id={subMenuId}
            titleId={subTitleId}
            items={subItems}
            hidden={!subMenu.open}
            collapsed={collapsed}
            firstLinkRef={subMenu.firstLinkRef}
            onBack={subMenu.closeSubMenu}
            onKeyDown={subMenu.onSubMenuKey}
            afterFollow={afterFollow}
          />
        )}
      </nav>
    </aside>
  );
}
