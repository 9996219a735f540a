import type { Receipt } from '../../../common/api/payments.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { PaymentRow } from './payments.repository.js';
import { toPayment } from './payment-view.js';
import { includedTaxCents } from './receipt-settings.js';

/**
 * The receipt of one payment, for its buyer or an Admin. Another user's payment answers 404
 * like an unknown one, so ids cannot be probed; a payment not credited yet has no receipt.
 */
export async function paymentReceipt(
  deps: PaymentsDeps,
  who: Principal,
  id: string,
): Promise<Receipt> {
  const row = await deps.repo.findPayment(id);
  if (!row || (row.user_id !== who.uid && !isAdmin(who))) throw new AppError('not_found');
  if (row.receipt_number === null || row.issued_at === null) throw new AppError('not_found');
  const buyer = await deps.repo.findBuyer(row.user_id);
  const { seller, tax } = deps.receipts;
  const totalCents = row.amount_cents;
  const taxCents = tax ? includedTaxCents(totalCents, tax.ratePercent) : 0;
  return {
    number: row.receipt_number,
    issuedAt: row.issued_at,
    seller,
    buyer: { name: buyer?.name ?? '', username: buyer?.username ?? '', email: buyer?.email ?? '' },
    payment: toPayment(row),
    subtotalCents: totalCents - taxCents,
    tax: tax ? { ...tax, cents: taxCents } : null,
    totalCents,
    providerReceiptUrl: await providerReceiptUrl(deps, row),
  };
}

/** Stripe's receipt of the charge, looked up once and kept; none for the sandbox. */
async function providerReceiptUrl(deps: PaymentsDeps, row: PaymentRow): Promise<string | null> {
  if (row.provider_receipt_url) return row.provider_receipt_url;
  const { provider } = deps;
  if (row.provider !== provider.kind || !row.payment_intent || !provider.receiptUrl) return null;
  try {
    const url = await provider.receiptUrl(row.payment_intent);
    if (url) await deps.repo.saveProviderReceiptUrl(row.id, url);
    return url;
  } catch (error) {
    // Our own receipt stands without Stripe's; the next view asks again.
    deps.log.warn({ sessionId: row.id, err: error }, 'Stripe receipt lookup failed');
    return null;
  }
}
