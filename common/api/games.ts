// Game Manager and Ownership Booster (docs/product.md §1, §2 /dashboard/games, §3 Game, §9): partnerships
// with the agency's games, promotion videos sent for review, the monthly review and close that
// set next month's shares. The rules themselves are in common/ownership.ts and docs/ownership.md.

export * from './games/booster.js';
export * from './games/partnerships.js';
export * from './games/review.js';
export * from './games/routes.js';
