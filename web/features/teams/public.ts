// What other features may use of the teams feature.

/** The contact list and the team. */
export { friendshipPagesQuery, friendshipsQuery, groupMembersQuery, teamQuery } from './api';
/** The dashboard home's team panel of a Partner. */
export { YourTeam } from './YourTeam';
/** Live staff availability on every dashboard page. */
export { useStaffStatusEvents } from './use-staff-status-events';
