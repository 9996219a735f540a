// Accounts (docs/product.md §1, §3, §5, §7 Auth): sign-up, login, tokens, verification, the profile
// and the dashboard menu of each account type.

export * from './accounts/identity.js';
export * from './accounts/password.js';
export * from './accounts/password-reset.js';
export * from './accounts/profile.js';
export * from './accounts/signup.js';
export * from './accounts/sign-ins.js';
export * from './accounts/session.js';
export * from './accounts/sidebar.js';
export * as accountRoutes from './accounts/routes.js';
