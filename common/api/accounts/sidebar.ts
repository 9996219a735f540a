import type { AccountType } from './identity.js';

/** Every entry the dashboard sidebar can show; the web app gives each its page and icon. */
export const sidebarEntries = [
  'Dashboard',
  'Production',
  'Chat',
  'Settings',
  'Shop',
  'Billing',
  'Manage',
  'Schedule',
  'Files',
  'Commissions',
  'Payouts',
  'Pay',
  'Games',
  'Ownership',
  'Audit log',
  'Logout',
] as const;
export type SidebarEntry = (typeof sidebarEntries)[number];

/**
 * Menu entries of the dashboard sidebar per account type: docs/product.md §6, plus the dashboard features
 * §1 names that need a page of their own (File Manager, Staff Scheduler, commissions due), and
 * Production for an Admin too (its Inbox is where an Admin hands passed-off orders over), and
 * Settings for everyone, where each user changes their password.
 */
export const sidebarMenu: Record<AccountType, readonly SidebarEntry[]> = {
  Production: ['Dashboard', 'Production', 'Schedule', 'Files', 'Pay', 'Chat', 'Settings', 'Logout'],
  Partner: [
    'Dashboard',
    'Production',
    'Games',
    'Files',
    'Chat',
    'Shop',
    'Billing',
    'Settings',
    'Logout',
  ],
  Affiliate: ['Dashboard', 'Games', 'Pay', 'Chat', 'Settings', 'Logout'],
  Admin: [
    'Chat',
    'Manage',
    'Production',
    'Schedule',
    'Files',
    'Commissions',
    'Payouts',
    'Ownership',
    'Audit log',
    'Settings',
    'Logout',
  ],
};
