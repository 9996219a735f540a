import type { AccountLookup, TokenCheck } from './auth/current-principal.js';
import { heldAccounts } from './auth/held-accounts.js';
import { currentAccount } from './features/accounts/accounts.public.js';
import type { AccountsDeps } from './features/accounts/accounts-deps.js';
import type { AppDeps } from './services.js';

/**
 * How an access token is checked: its account read as stored now, or, on PostgreSQL, held by
 * this process while it hears every change the database announces (one round trip per
 * authenticated read instead of two). `readAccount` always reads the database: socket
 * handshakes, rare next to requests, use it.
 */
export function buildTokenCheck(deps: Pick<AppDeps, 'db' | 'accountChanges'>, jwtKey: Uint8Array) {
  const readAccount: AccountLookup = (uid) => currentAccount(deps.db, uid);
  const held = deps.accountChanges ? heldAccounts(readAccount, deps.accountChanges) : undefined;
  const tokenCheck: TokenCheck = { jwtKey, accountOf: held?.lookup ?? readAccount };
  /**
   * What ending a user's sessions also does: forget the account held here, tell the sockets, and
   * (on PostgreSQL) wait for the database's announcement to come back before answering.
   */
  const sessionHooks = (
    sessionEnded: (uid: string) => void,
  ): Pick<AccountsDeps, 'sessionEnded' | 'sessionsEnding'> => ({
    sessionEnded: (uid) => {
      held?.forget(uid);
      sessionEnded(uid);
    },
    ...(deps.accountChanges ? { sessionsEnding: deps.accountChanges.awaitChange } : {}),
  });
  return { tokenCheck, readAccount, sessionHooks };
}
