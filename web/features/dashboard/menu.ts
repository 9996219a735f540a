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
  Logout: { to: '/dashboard/logout', icon: 'logout' },
};
