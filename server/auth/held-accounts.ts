import type { AccountChanges } from '../db/account-changes.js';
import type { AccountLookup, CurrentAccount } from './current-principal.js';

/** How many accounts one process holds at most; the oldest held go first. */
const heldAccountsMax = 20_000;

/**
 * The account lookup of every authenticated request, answered from what this process holds
 * while it hears every change to accounts, so a read costs one round trip (the route's) instead
 * of two. Each announced change drops that account; losing or regaining the announcements drops
 * them all, and while they are not heard every lookup reads the database, so a demoted Admin or
 * an ended session is never served from what was held before. A lookup that was reading while
 * any change arrived is answered but not kept: its row may predate the change.
 */
export function heldAccounts(
  read: AccountLookup,
  changes: AccountChanges,
  max = heldAccountsMax,
): { lookup: AccountLookup; forget(uid: string): void } {
  const held = new Map<string, CurrentAccount>();
  let generation = 0;
  const forget = (uid: string | null) => {
    generation += 1;
    if (uid === null) held.clear();
    else held.delete(uid);
  };
  changes.onChange(forget);
  const lookup: AccountLookup = async (uid) => {
    if (!changes.hearing()) return read(uid);
    const kept = held.get(uid);
    if (kept) return kept;
    const before = generation;
    const account = await read(uid);
    if (account && before === generation && changes.hearing()) {
      held.set(uid, account);
      if (held.size > max) held.delete(held.keys().next().value!);
    }
    return account;
  };
  // This instance's own changes are forgotten before their answer goes out, not when the
  // database's announcement comes back a moment later.
  return { lookup, forget };
}
