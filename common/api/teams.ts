// Teams (docs/product.md §3 Team member, Friendship record; §7 Comm and user): who is on whose team, staff
// availability and payout settings, the contact list and the user directory search.

export * from './teams/members.js';
export * from './teams/team-change.js';
export * from './teams/friendships.js';
export * from './teams/directory.js';
export * from './teams/wallet.js';
export * from './teams/production-info.js';
export * from './teams/scheduler.js';
export * from './teams/vacations.js';
export * as teamRoutes from './teams/routes.js';
