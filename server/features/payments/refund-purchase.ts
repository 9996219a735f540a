import type { PricedLine } from '../../../common/api/payments.js';
import { recordAudit } from '../audit/audit.public.js';
import { tellAffiliate } from './commission-notices.js';
import { purchasedLine } from './credit-purchase.js';
import { revokePurchasedCredits } from './credits.repository.js';
import { type PaymentsDeps } from './payments-deps.js';
import type { SessionRow } from './payments.repository.js';

/** Money went back to the buyer: unused credits of the purchase go, its commission reverses. */
export async function refundPurchase(deps: PaymentsDeps, session: SessionRow): Promise<void> {
  const { repo } = deps;
  const at = deps.now().toISOString();
  const reversed = await repo.db.transaction().execute(async (trx) => {
    if (!(await repo.claimRefund(trx, session.id, at))) return undefined;
    // Refunded before it was ever credited: claimCreditPurchase now refuses it, nothing to undo.
    const fresh = await repo.findSession(trx, session.id);
    if (!fresh?.fulfilled_at) return undefined;
    const lines = JSON.parse(fresh.lines) as PricedLine[];
    for (const [index, line] of lines.entries())
      await revokePurchasedCredits(trx, purchasedLine(session, index, line, at));
    // The provider tells of the refund; whoever made it did so there, so no actor is known here.
    await recordAudit(trx, {
      actorId: null,
      action: 'credits.refunded',
      subject: { type: 'payment', id: session.id },
      before: { buyer: session.user_id, refunded: false },
      after: { refunded: true, lines: lines.length },
      at,
    });
    return repo.reverseCommission(trx, session.id, at);
  });
  deps.log.info({ sessionId: session.id }, 'purchase refunded');
  if (reversed)
    await tellAffiliate(deps, 'reversed', {
      id: reversed.id,
      affiliateId: reversed.affiliate_id,
      buyer: reversed.buyer,
      basisCents: reversed.basis_cents,
      amountCents: reversed.amount_cents,
      payableAt: reversed.payable_at,
    });
}
