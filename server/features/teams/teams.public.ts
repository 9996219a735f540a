// What other features may use of teams: the directory of plain lookups (who is on whose team,
// groups and contact lists).
export type { TeamsDirectory } from './teams.service.js';
