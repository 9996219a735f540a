import { randomUUID } from 'node:crypto';
import type { PricedLine } from '../../../common/api/payments.js';
import { commissionCents, commissionPendingDays } from '../../../common/pricing.js';
import type { ProviderSession } from '../../integrations/payments/payment-provider.js';
import { tellAffiliate, type CommissionNews } from './commission-notices.js';
import { addPurchasedCredits, type Executor, type PurchasedLine } from './credits.repository.js';
import { type PaymentsDeps } from './payments-deps.js';
import type { SessionRow } from './payments.repository.js';
import { recordPaymentMismatch, type PaymentMismatch } from './payment-mismatches.repository.js';

const day = 24 * 3_600_000;

/** Thrown inside the credit transaction so the claim rolls back with everything else. */
class AmountMismatch extends Error {
  constructor(readonly mismatch: PaymentMismatch) {
    super('paid amount differs from the priced amount');
  }
}

// PostgreSQL may abort one of two transactions that wait on each other; a credit purchase is
// idempotent, so running it again is safe.
const retryable = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
};

/** Line `index` of a checkout session as the ledger credits or revokes it. */
export function purchasedLine(
  session: Pick<SessionRow, 'id' | 'user_id'>,
  index: number,
  line: PricedLine,
  at: string,
): PurchasedLine {
  return {
    userId: session.user_id,
    sessionId: session.id,
    line: index,
    product: line.name,
    durationMinutes: line.args[0] ?? null,
    quantity: line.quantity,
    at,
  };
}

/**
 * Credits a paid session exactly once: the claim, the credits and the commission commit
 * together or not at all. Called by the webhook, the return page and the sandbox form; any
 * number of calls, in any order or at once, credit once. Returns true for the call that did.
 */
export async function creditPurchase(
  deps: PaymentsDeps,
  sessionId: string,
  paid?: ProviderSession,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const credited = await creditPurchaseOnce(deps, sessionId, paid);
      if (credited.commission) await tellAffiliate(deps, 'earned', credited.commission);
      return credited.done;
    } catch (error) {
      if (error instanceof AmountMismatch) {
        // Stripe charges what we sent, so a mismatch is a bug or tampering: credit nothing, keep
        // it for an Admin, and acknowledge (an error would make Stripe retry for days).
        await recordPaymentMismatch(deps.repo.db, error.mismatch);
        deps.log.error(error.mismatch, 'paid amount differs from the priced amount; not fulfilled');
        return false;
      }
      if (!retryable(error) || attempt >= 3) throw error;
      deps.log.warn({ sessionId, attempt }, 'fulfilment retried after a database conflict');
    }
  }
}

async function creditPurchaseOnce(
  deps: PaymentsDeps,
  sessionId: string,
  paid?: ProviderSession,
): Promise<{ done: boolean; commission?: CommissionNews | undefined }> {
  const { repo } = deps;
  const at = deps.now().toISOString();
  return repo.db.transaction().execute(async (trx) => {
    const session = await repo.claimCreditPurchase(trx, sessionId, at, paid?.paymentIntent ?? null);
    if (!session) return { done: false };
    if (paid && paid.amountTotalCents !== null && paid.amountTotalCents !== session.amount_cents)
      throw new AmountMismatch({
        sessionId,
        userId: session.user_id,
        pricedCents: session.amount_cents,
        paidCents: paid.amountTotalCents,
        paymentIntent: paid.paymentIntent ?? null,
        at,
      });
    // The commission first: the balance rows below are shared by every purchase of this buyer,
    // so they are locked last, for as short a time as possible.
    const commission = await recordCommission(deps, trx, session, at);
    const lines = JSON.parse(session.lines) as PricedLine[];
    // Always the same order of balance rows, so two credit purchases never lock them crosswise.
    const ordered = lines
      .map((line, index) => ({ line, index }))
      .sort(
        (a, b) =>
          a.line.name.localeCompare(b.line.name) || (a.line.args[0] ?? 0) - (b.line.args[0] ?? 0),
      );
    for (const { line, index } of ordered)
      await addPurchasedCredits(trx, purchasedLine(session, index, line, at));
    // Last, so the one counter row every purchase shares is locked only until the commit.
    await repo.issueReceipt(trx, session.id, at);

    deps.log.info({ sessionId, amountCents: session.amount_cents }, 'purchase fulfilled');
    return { done: true, commission };
  });
}

/** The referring Affiliate's commission on a purchase, when the buyer came through one. */
async function recordCommission(
  deps: PaymentsDeps,
  trx: Executor,
  session: SessionRow,
  at: string,
): Promise<CommissionNews | undefined> {
  const { repo } = deps;
  const buyer = await repo.findUser(trx, session.user_id);
  const affiliate = buyer?.via ? await repo.findUserByUsername(trx, buyer.via) : undefined;
  if (!buyer || !affiliate || affiliate.account_type !== 'Affiliate' || affiliate.id === buyer.id)
    return undefined;
  const row = {
    id: randomUUID(),
    affiliate_id: affiliate.id,
    buyer_id: buyer.id,
    session_id: session.id,
    basis_cents: session.amount_cents,
    amount_cents: commissionCents(session.amount_cents),
    created_at: at,
    payable_at: new Date(Date.parse(at) + commissionPendingDays * day).toISOString(),
    paid_at: null,
    reversed_at: null,
  };
  await repo.insertCommission(trx, row);
  return {
    id: row.id,
    affiliateId: row.affiliate_id,
    buyer: buyer.username,
    basisCents: row.basis_cents,
    amountCents: row.amount_cents,
    payableAt: row.payable_at,
  };
}
