import type { PricedLine } from '../../../common/api/payments.js';
import { purchasedLine } from './credit-purchase.js';
import { revokePurchasedCredits } from './credits.repository.js';
import { nowOf, type PaymentsDeps } from './payments-deps.js';
import type { SessionRow } from './payments.repository.js';

/** Money went back to the buyer: unused credits of the purchase go, its commission reverses. */
export async function refundPurchase(deps: PaymentsDeps, session: SessionRow): Promise<void> {
  const { repo } = deps;
  const at = nowOf(deps).toISOString();
  await repo.db.transaction().execute(async (trx) => {
    if (!(await repo.claimRefund(trx, session.id, at))) return;
    // Refunded before it was ever credited: claimCreditPurchase now refuses it, nothing to undo.
    const fresh = await repo.findSession(trx, session.id);
    if (!fresh?.fulfilled_at) return;
    const lines = JSON.parse(fresh.lines) as PricedLine[];
    for (const [index, line] of lines.entries())
      await revokePurchasedCredits(trx, purchasedLine(session, index, line, at));
    await repo.reverseCommission(trx, session.id, at);
  });
  deps.log.info({ sessionId: session.id }, 'purchase refunded');
}
