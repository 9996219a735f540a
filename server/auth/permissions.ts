import type { AccountType } from '../../common/api/accounts.js';
import { AppError } from '../errors.js';
import type { Principal } from './tokens.js';

/** Refuses (403 forbidden) a caller whose account type is not one of `allowed`. */
export function requireAccountType(
  principal: Principal,
  ...allowed: AccountType[]
): asserts principal is Principal {
  if (!allowed.includes(principal.accountType)) throw new AppError('forbidden');
}

/** True for an Admin, who may see and act on every user's objects. */
export function isAdmin(principal: Principal): boolean {
  return principal.accountType === 'Admin';
}
