import type { AccountType } from '../../common/api/accounts.js';
import { readAccessToken, type Principal, type ReadToken } from './tokens.js';

/** What every authenticated request reads of its account. */
export type CurrentAccount = {
  accountType: AccountType;
  /** When every session of the account last ended (ms since epoch), or null. */
  sessionsEndedAt: number | null;
};

/** The account as stored now, or undefined when it is gone. */
export type AccountLookup = (uid: string) => Promise<CurrentAccount | undefined>;

/** What checking an access token needs: the signing key and a look at the account as it is now. */
export type TokenCheck = { jwtKey: Uint8Array; accountOf: AccountLookup };

/**
 * True when a token issued at `issuedAt` (ms) was issued before its sessions ended. A token
 * without milliseconds reads as issued at the start of its second, so one of the second of the
 * end itself is refused; the server's own tokens carry them and are told apart to the ms.
 */
function issuedBeforeEnd(account: CurrentAccount, issuedAt: number): boolean {
  return account.sessionsEndedAt !== null && issuedAt <= account.sessionsEndedAt;
}

/**
 * The caller a verified token (or a socket ticket made from one) speaks for, checked against the
 * account as stored now: undefined when the account is gone or the token was issued before its
 * sessions ended. HTTP requests and socket handshakes both ask this, so they accept the same
 * tokens.
 */
export async function checkedPrincipal(
  accountOf: AccountLookup,
  claimed: Pick<ReadToken, 'uid' | 'issuedAt'>,
): Promise<Principal | undefined> {
  const account = await accountOf(claimed.uid);
  if (!account || issuedBeforeEnd(account, claimed.issuedAt)) return undefined;
  return { uid: claimed.uid, accountType: account.accountType };
}

/**
 * The caller an access token names, with the account type the database holds now rather than the
 * one signed into the token: a deleted account loses access at once, a demoted Admin stops being
 * one on the next request, and a token issued before its user's sessions ended (logout, password
 * reset or change, an ended session) is refused, not when it expires. One primary-key read per
 * request.
 */
export async function currentPrincipal(
  check: TokenCheck,
  token: string,
): Promise<Principal | undefined> {
  const claimed = await readAccessToken(check.jwtKey, token);
  return claimed ? checkedPrincipal(check.accountOf, claimed) : undefined;
}
