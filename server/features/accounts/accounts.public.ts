// What other features and jobs may use of accounts: the pruning of expired sessions and
// verification links, and the channel step of a Partner's verification (the YouTube feature
// reads which account this browser may check a channel for), and an account's e-mail address.
export { deleteExpired } from './refresh-tokens.repository.js';
export { deleteExpiredPasswordResets } from './password-resets.repository.js';
export { deleteExpiredEmailChanges } from './profile.repository.js';
export { channelStepCookie, channelStepCookiePath, channelStepOf } from './channel-step.js';
export { currentAccount } from './current-account.repository.js';
export { accountEmail } from './users.repository.js';
