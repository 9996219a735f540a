import type { AccountType } from '../../../common/api/accounts';
import type { IconName } from '../../components/Icon';

/** Where each sidebar entry of `sidebarMenu` (common/api/accounts.ts) goes, and its icon. */
export const menuTargets: Record<string, { to: string; icon: IconName }> = {
  Dashboard: { to: '/dashboard/home', icon: 'home' },
  Production: { to: '/dashboard/production', icon: 'film' },
  Chat: { to: '/dashboard/chat', icon: 'chat' },
  Settings: { to: '/dashboard/settings', icon: 'settings' },
  Shop: { to: '/dashboard/shop', icon: 'cart' },
  Manage: { to: '/dashboard/manage/team', icon: 'team' },
  Schedule: { to: '/dashboard/schedule', icon: 'calendar' },
  Files: { to: '/dashboard/files', icon: 'folder' },
  Commissions: { to: '/dashboard/manage/commissions', icon: 'coins' },
  Games: { to: '/dashboard/games', icon: 'gamepad' },
  Ownership: { to: '/dashboard/manage/games', icon: 'gamepad' },
  Logout: { to: '/dashboard/logout', icon: 'logout' },
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
    { label: 'Inbox', to: '/dashboard/production/receive', icon: 'mail' },
    { label: 'Order', to: '/dashboard/production/send', icon: 'upload' },
  ],
  Production: [
    { label: 'Inbox', to: '/dashboard/production/receive', icon: 'mail' },
    { label: 'Fulfill', to: '/dashboard/production/send', icon: 'upload' },
  ],
  Admin: [{ label: 'Inbox', to: '/dashboard/production/receive', icon: 'mail' }],
  Affiliate: [],
};
