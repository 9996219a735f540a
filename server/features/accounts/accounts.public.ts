// What other parts of the server may use of accounts: the channel step of a Partner's
// verification (YouTube's routes read which account a check is for) and the repository whose
// deleteExpired the hourly pruning job runs.
export { accountsRepository } from './accounts.repository.js';
export { channelStepCookie, channelStepOf } from './channel-step.js';
