import type { AccountType } from '../../common/api/accounts.js';
import { readAccessToken, type Principal } from './tokens.js';

/** The account type a user id has now, or undefined when the account is gone. */
export type AccountTypeLookup = (uid: string) => Promise<AccountType | undefined>;

/** What checking an access token needs: the signing key and a look at the account as it is now. */
export type TokenCheck = { jwtKey: Uint8Array; accountTypeOf: AccountTypeLookup };

/**
 * The caller an access token names, with the account type the database holds now rather than the
 * one signed into the token: a deleted account loses access at once, and a demoted Admin stops
 * being one on the next request, not when the token expires. One primary-key read per request.
 */
export async function currentPrincipal(
  check: TokenCheck,
  token: string,
): Promise<Principal | undefined> {
  const claimed = await readAccessToken(check.jwtKey, token);
  if (!claimed) return undefined;
  const accountType = await check.accountTypeOf(claimed.uid);
  return accountType ? { uid: claimed.uid, accountType } : undefined;
}
