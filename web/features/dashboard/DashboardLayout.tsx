import { Outlet } from 'react-router';
import { useTokenRefreshOnNavigate } from '../../app/use-token-refresh';
import { useChatEvents, useUnreadTitle, useUnreadTotal } from '../chat/public';
import { useOrderEvents } from '../orders/public';
import styles from './DashboardLayout.module.css';
import { DevBanner } from './DevBanner';
import { Sidebar } from './Sidebar';

/** The dashboard shell (docs/product.md §2): sidebar, development banner, and the page. */
export function DashboardLayout() {
  useTokenRefreshOnNavigate();
  // Live order updates for every dashboard page; the socket closes when the dashboard is left.
  useOrderEvents();
  // Live chat on every dashboard page (same socket): unread counts for the sidebar and the title.
  useChatEvents();
  useUnreadTitle(useUnreadTotal());
  return (
    <div className={styles.shell}>
      <div className={styles.sidebarSlot}>
        <Sidebar />
      </div>
      <div className={styles.content}>
        <DevBanner />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
