import type { AccountType, SidebarEntry } from '../../../common/api/accounts';
import { dashboardPaths } from '../../../common/paths';
import type { IconName } from '../../components/Icon';

/**
 * Where each sidebar entry of `sidebarMenu` (common/api/accounts.ts) goes, and its icon: every
 * entry has one, so an entry misspelt here or there is a type error, not a hidden link.
 */
export const menuTargets: Record<SidebarEntry, { to: string; icon: IconName }> = {
  Dashboard: { to: dashboardPaths.home, icon: 'home' },
  Production: { to: dashboardPaths.production, icon: 'film' },
  Chat: { to: dashboardPaths.chat(), icon: 'chat' },
  Settings: { to: dashboardPaths.settings, icon: 'settings' },
  Shop: { to: dashboardPaths.shop, icon: 'cart' },
  Billing: { to: dashboardPaths.billing, icon: 'coins' },
  Manage: { to: dashboardPaths.manageTeam, icon: 'team' },
  Schedule: { to: dashboardPaths.schedule, icon: 'calendar' },
  Files: { to: dashboardPaths.files, icon: 'folder' },
  Commissions: { to: dashboardPaths.commissions, icon: 'coins' },
  Payouts: { to: dashboardPaths.payouts, icon: 'coins' },
  Pay: { to: dashboardPaths.pay, icon: 'coins' },
  Games: { to: dashboardPaths.games, icon: 'gamepad' },
  Ownership: { to: dashboardPaths.manageGames, icon: 'gamepad' },
  'Audit log': { to: dashboardPaths.auditLog, icon: 'search' },
  Logout: { to: dashboardPaths.logout, icon: 'logout' },
};

/** One link of a sidebar sub-menu. */
export type SubMenuItem = { label: string; to: string; icon: IconName };

/**
 * The Production sub-menu (docs/product.md §2, §4): the Inbox for everyone who has one, and the form of
 * /dashboard/production/send, labelled Order for a Partner and Fulfill for Production. Admins
 * follow orders and hand over passed-off ones in the Inbox only.
 */
export const productionSubMenu: Record<AccountType, readonly SubMenuItem[]> = {
  Partner: [
    { label: 'Inbox', to: dashboardPaths.inbox(), icon: 'mail' },
    { label: 'Order', to: dashboardPaths.send, icon: 'upload' },
  ],
  Production: [
    { label: 'Inbox', to: dashboardPaths.inbox(), icon: 'mail' },
    { label: 'Fulfill', to: dashboardPaths.send, icon: 'upload' },
  ],
  Admin: [{ label: 'Inbox', to: dashboardPaths.inbox(), icon: 'mail' }],
  Affiliate: [],
};
