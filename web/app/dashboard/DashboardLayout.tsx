import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { saveProfile, useSession } from '../session';
import { useTokenRefreshOnNavigate } from '../use-token-refresh';
import { useChatEvents, useUnreadTitle, useUnreadTotal } from '../../features/chat/public';
import { useOrderEvents } from '../../features/orders/public';
import { useStaffStatusEvents } from '../../features/teams/public';
import styles from './DashboardLayout.module.css';
import { dashboardKeys, meQuery } from './api';
import { DevBanner } from './DevBanner';
import { Sidebar } from './Sidebar';

const staffStatusAlso = [dashboardKeys.adminOverview(null).slice(0, 1)];

/** The dashboard shell (docs/product.md §2): sidebar, development banner, and the page. */
export function DashboardLayout() {
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
      <DashboardWiring />
    </div>
  );
}

/**
 * What every dashboard page keeps running, in a component of its own that shows nothing: the
 * socket connecting, a chat count changing or the profile arriving re-render it alone, not the
 * sidebar and the page around it. Last in the shell, so the page's own requests start first.
 */
function DashboardWiring() {
  useTokenRefreshOnNavigate();
  // Live order updates for every dashboard page; the socket closes when the dashboard is left.
  useOrderEvents();
  // Live staff availability (same socket): the Admin overview counts it too.
  useStaffStatusEvents(staffStatusAlso);
  // Live chat on every dashboard page (same socket): unread counts for the sidebar and the title.
  useChatEvents();
  useUnreadTitle(useUnreadTotal());
  useProfileInSession();
  return null;
}

/**
 * Keeps the session's name, address, time zone and picture as the profile has them, so dates
 * show in the user's zone on every page, even after a change made on another device.
 */
function useProfileInSession() {
  const session = useSession();
  const me = useQuery(meQuery(session.uid));
  useEffect(() => {
    if (me.data) saveProfile(me.data);
  }, [me.data]);
}
