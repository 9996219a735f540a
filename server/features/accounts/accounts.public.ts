// What other features and jobs may use of accounts: the repository, for pruning expired sessions.
export { accountsRepository } from './accounts.repository.js';
