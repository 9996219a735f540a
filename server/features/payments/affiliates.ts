import type {
  AffiliateQuery,
  AffiliateSummary,
  ReferralFunnel,
} from '../../../common/api/payments.js';
import { referralPageNames, referralPages } from '../../../common/referral.js';
import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { pageOf } from '../../db/keyset.js';
import { commissionStatus, payToOf } from './commissions.js';
import { type PaymentsDeps } from './payments-deps.js';

/** The Affiliate's link to each referral page: the page's address with `?via=` and the code. */
function referralLinks(publicUrl: string, code: string): AffiliateSummary['links'] {
  return referralPageNames.map((page) => {
    const url = new URL(referralPages[page].path, publicUrl);
    url.searchParams.set('via', code);
    return { page, name: referralPages[page].name, url: url.toString() };
  });
}

/** Visits → sign-ups → buyers of one Affiliate. */
async function referralFunnel(
  deps: PaymentsDeps,
  affiliate: { id: string; username: string },
): Promise<ReferralFunnel> {
  const { repo } = deps;
  const [byPage, signups, buyers] = await Promise.all([
    repo.visitsByPage(affiliate.id),
    repo.signupCount(affiliate.username),
    repo.buyerCount(affiliate.id),
  ]);
  const visitsByPage = byPage
    .flatMap(({ page, visits }) => {
      const known = referralPageNames.find((name) => name === page);
      return known ? [{ page: known, visits }] : [];
    })
    .sort((a, b) => b.visits - a.visits);
  const visits = visitsByPage.reduce((sum, p) => sum + p.visits, 0);
  return { visits, signups, buyers, visitsByPage };
}

/**
 * The Affiliate home: links, the funnel, referred sign-ups, one page of commissions (newest
 * first) and the counts and sums over all of them, where they are paid.
 */
export async function affiliateSummary(
  deps: PaymentsDeps,
  who: Principal,
  query: AffiliateQuery,
): Promise<AffiliateSummary> {
  const { repo } = deps;
  requireAccountType(who, 'Affiliate');
  const user = await repo.findUser(repo.db, who.uid);
  if (!user) throw new AppError('unauthorized');
  const at = deps.now().toISOString();
  const [signups, rows, totals, funnel, wallet] = await Promise.all([
    repo.referredSignups(user.username),
    repo.affiliateCommissions(user.id, {
      ...(query.cursor ? { before: query.cursor } : {}),
      limit: query.limit + 1,
    }),
    repo.affiliateTotals(user.id, at),
    referralFunnel(deps, user),
    repo.wallet(user.id),
  ]);
  const page = pageOf(rows, query.limit, (r) => [r.created_at, r.id]);
  const links = referralLinks(deps.publicUrl, user.username);
  return {
    link: links[0]?.url ?? deps.publicUrl,
    links,
    funnel,
    payTo: wallet ? payToOf(wallet) : null,
    signups: signups.map((s) => ({ username: s.username, joinedAt: s.created_at })),
    pending: totals.pending,
    payable: totals.due,
    paid: totals.paid,
    commissions: page.rows.map((row) => ({
      id: row.id,
      buyer: row.buyer,
      basisCents: row.basis_cents,
      amountCents: row.amount_cents,
      status: commissionStatus(row, at),
      createdAt: row.created_at,
      payableAt: row.payable_at,
    })),
    nextCursor: page.nextCursor,
  };
}
