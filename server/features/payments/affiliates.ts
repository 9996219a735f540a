import type { AffiliateSummary, CommissionStatus } from '../../../common/api/payments.js';
import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { commissionStatus } from './commissions.js';
import { nowOf, type PaymentsDeps } from './payments-deps.js';

/** The Affiliate home: link, referred sign-ups, commissions pending, payable and paid. */
export async function affiliateSummary(
  deps: PaymentsDeps,
  who: Principal,
): Promise<AffiliateSummary> {
  const { repo } = deps;
  requireAccountType(who, 'Affiliate');
  const user = await repo.findUser(repo.db, who.uid);
  if (!user) throw new AppError('unauthorized');
  const at = nowOf(deps).toISOString();
  const [signups, rows] = await Promise.all([
    repo.referredSignups(user.username),
    repo.affiliateCommissions(user.id),
  ]);
  const commissions = rows.map((row) => ({
    id: row.id,
    buyer: row.buyer,
    basisCents: row.basis_cents,
    amountCents: row.amount_cents,
    status: commissionStatus(row, at),
    createdAt: row.created_at,
    payableAt: row.payable_at,
  }));
  const total = (status: CommissionStatus) => {
    const matching = commissions.filter((c) => c.status === status);
    return { count: matching.length, cents: matching.reduce((s, c) => s + c.amountCents, 0) };
  };
  return {
    link: `${deps.publicUrl}/?via=${encodeURIComponent(user.username)}`,
    signups: signups.map((s) => ({ username: s.username, joinedAt: s.created_at })),
    pending: total('pending'),
    payable: total('payable'),
    paid: total('paid'),
    commissions,
  };
}
