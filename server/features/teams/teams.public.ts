// What other features may use of teams: the directory of who is on which team, and the port
// through which the Staff Scheduler reads assigned work.
export type { AssignedWorkSource } from './assigned-work.js';
export type { TeamsDirectory } from './teams.service.js';
