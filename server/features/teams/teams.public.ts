// What other features may use of teams: the directory of plain lookups (who is on whose team,
// a staff member's clients, availability and profile, groups and contact lists) and the port
// through which Orders supplies the scheduler's assigned work.
export type { AssignedWorkSource } from './assigned-work.js';
export { teamsDirectory, type TeamsDirectory } from './teams-directory.js';
