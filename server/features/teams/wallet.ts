import type { Wallet, WalletChange } from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { requireStaffRow } from './team-guards.js';
import { type DirectoryDeps } from './teams-deps.js';
import type { StaffRow } from './teams.repository.js';

// Staff and Affiliates are both paid out, so both keep a wallet. It lives in the profile row
// staff already have (docs/decisions/021-affiliate-payouts-and-visits.md): an Affiliate's row
// uses only its wallet columns.

/** Who has a wallet: everyone who is paid out. */
const paidAccounts = ['Production', 'Affiliate'] as const;

function walletOf(row: StaffRow): Wallet {
  return { PayPal: row.paypal, Paysend: row.paysend, PayoutMethod: row.payout_method };
}

/** GET /api/user/wallet: the signed-in staff member's or Affiliate's wallet. */
export async function myWallet(deps: DirectoryDeps, who: Principal): Promise<Wallet> {
  requireAccountType(who, ...paidAccounts);
  return walletOf(await requireStaffRow(deps.repo, who.uid));
}

/**
 * PUT /api/user/wallet (and the staff's §7 production information route): one change to one's
 * own wallet. Choosing a method needs its account first; the first account saved becomes the
 * method, so nobody who entered an account is left without a way to be paid.
 */
export async function changeWallet(
  deps: DirectoryDeps,
  who: Principal,
  change: WalletChange,
): Promise<Wallet> {
  requireAccountType(who, ...paidAccounts);
  const { repo } = deps;
  const row = await requireStaffRow(repo, who.uid);
  const at = deps.now().toISOString();
  if (change.columnName === 'PayoutMethod') {
    const method = change.newValue === 'Paysend' ? 'Paysend' : 'PayPal';
    const account = method === 'PayPal' ? row.paypal : row.paysend;
    if (!account) throw new AppError('payout_account_missing', { method });
    await repo.upsertProfile(who.uid, { payout_method: method }, at);
  } else {
    const column = change.columnName === 'PayPal' ? 'paypal' : 'paysend';
    await repo.upsertProfile(
      who.uid,
      {
        [column]: change.newValue,
        ...(row.payout_method === null ? { payout_method: change.columnName } : {}),
      },
      at,
    );
  }
  return walletOf(await requireStaffRow(repo, who.uid));
}
