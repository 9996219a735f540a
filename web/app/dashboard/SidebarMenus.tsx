import type { KeyboardEvent, Ref } from 'react';
import type { SidebarEntry } from '../../../common/api/accounts';
import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { useUnreadTotal } from '../../features/chat/public';
import { useBasketCount } from '../../features/payments/public';
import type { SubMenuItem } from './menu';
import { menuTargets } from './menu';
import styles from './Sidebar.module.css';

type MainMenuProps = {
  items: readonly SidebarEntry[];
  hidden: boolean;
  collapsed: boolean;
  /** Whose cart the Shop entry counts. */
  uid: string | null;
  /** The Production tab, when the account has a sub-menu. */
  production: {
    current: boolean;
    expanded: boolean;
    controls: string;
    tabRef: Ref<HTMLButtonElement>;
    onOpen: () => void;
  } | null;
  afterFollow: () => void;
};

/** The main menu: a link per entry, the Production tab that opens its sub-menu, Chat's unread count, the cart's count on Shop. */
export function MainMenu({
  items,
  hidden,
  collapsed,
  uid,
  production,
  afterFollow,
}: MainMenuProps) {
  return (
    <ul className={styles.list} hidden={hidden}>
      {items.map((label) => {
        const target = menuTargets[label];
        if (label === 'Production' && production)
          return (
            <li key={label}>
              <button
                ref={production.tabRef}
                type="button"
                className={styles.link}
                data-current={production.current || undefined}
                aria-expanded={production.expanded}
                aria-controls={production.controls}
                title={collapsed ? label : undefined}
                onClick={production.onOpen}
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
              {label === 'Chat' && <UnreadBadge />}
              {label === 'Shop' && <CartBadge uid={uid} />}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

// The counts are components of their own: a message arriving re-renders its badge, not the menu
// and its links.

/** Chat's unread count. */
function UnreadBadge() {
  const unread = useUnreadTotal();
  if (unread <= 0) return null;
  return (
    <span className={styles.badge} data-testid="chat-unread">
      {unread > 99 ? '99+' : unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

/** The items in the cart, on Shop. */
function CartBadge({ uid }: { uid: string | null }) {
  const cartCount = useBasketCount(uid);
  if (cartCount <= 0) return null;
  return (
    <span className={styles.badge} data-testid="cart-count">
      {cartCount > 99 ? '99+' : cartCount}
      <span className="visually-hidden"> in cart</span>
    </span>
  );
}

type SubMenuProps = {
  id: string;
  titleId: string;
  items: readonly SubMenuItem[];
  hidden: boolean;
  collapsed: boolean;
  firstLinkRef: Ref<HTMLAnchorElement>;
  onBack: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  afterFollow: () => void;
};

/** The Production sub-menu: Back to the main menu, then its links. */
export function SubMenu({
  id,
  titleId,
  items,
  hidden,
  collapsed,
  firstLinkRef,
  onBack,
  onKeyDown,
  afterFollow,
}: SubMenuProps) {
  return (
    <div id={id} className={styles.subMenu} hidden={hidden} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={`${styles.link} ${styles.back}`}
        title={collapsed ? 'Back' : undefined}
        onClick={onBack}
      >
        <Icon name="chevronLeft" />
        <span className={styles.label}>Back</span>
      </button>
      <p id={titleId} className={styles.subTitle}>
        Production
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {items.map((item, index) => (
          <li key={item.to}>
            <NavLink
              ref={index === 0 ? firstLinkRef : undefined}
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
  );
}
