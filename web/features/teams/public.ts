// What other features may use of teams; everything else in this folder is private to it.
export { friendshipsQuery, teamQuery } from './api';
export { UserSearch } from './UserSearch';
export { YourClients } from './YourClients';
export { YourTeam } from './YourTeam';
