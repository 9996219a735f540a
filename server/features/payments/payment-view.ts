import type { Payment, PaymentStatus, PricedLine } from '../../../common/api/payments.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { PaymentRow } from './payments.repository.js';

function statusOf(row: PaymentRow): PaymentStatus {
  if (row.refunded_at) return 'refunded';
  return row.fulfilled_at ? 'paid' : 'processing';
}

/** A payment row as the Billing page and the receipt show it. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    createdAt: row.created_at,
    paidAt: row.fulfilled_at,
    status: statusOf(row),
    provider: row.provider,
    currency: 'usd',
    lines: JSON.parse(row.lines) as PricedLine[],
    amountCents: row.amount_cents,
    refundedAt: row.refunded_at,
    // Only whole refunds reverse a purchase (docs/decisions/006), so a refund is the full amount.
    refundedCents: row.refunded_at ? row.amount_cents : 0,
    receiptNumber: row.receipt_number,
  };
}

/**
 * Whose payments a request reads: the caller's own, or with `uid` another user's, which only an
 * Admin may name.
 */
export function paymentsOwner(who: Principal, uid: string | undefined): string {
  if (uid === undefined || uid === who.uid) return who.uid;
  if (!isAdmin(who)) throw new AppError('forbidden');
  return uid;
}
