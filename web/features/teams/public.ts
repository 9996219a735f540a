// What other features may use of the teams feature.

/** The contact list and the team. */
export { friendshipPagesQuery, friendshipsQuery, groupMembersQuery, teamQuery } from './api';
/** The dashboard home's team panels of a Partner and of a staff member. */
export { YourClients } from './YourClients';
export { YourTeam } from './YourTeam';
/** Live staff availability on every dashboard page. */
export { useStaffStatusEvents } from './use-staff-status-events';
/** Settings → Your work and Your Wallet, shown by the settings page (web/app/dashboard). */
export { WalletSection } from './WalletSection';
export { YourWork } from './YourWork';
