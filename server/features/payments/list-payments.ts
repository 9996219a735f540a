import type { PaymentsResponse } from '../../../common/api/payments.js';
import type { Principal } from '../../auth/tokens.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentsOwner, toPayment } from './payment-view.js';

/** A user's payments for the Billing page, newest first, with what was paid and refunded. */
export async function listPayments(
  deps: PaymentsDeps,
  who: Principal,
  uid: string | undefined,
): Promise<PaymentsResponse> {
  const payments = (await deps.repo.listPayments(paymentsOwner(who, uid))).map(toPayment);
  return {
    payments,
    total: {
      paidCents: payments
        .filter((p) => p.paidAt !== null)
        .reduce((sum, p) => sum + p.amountCents, 0),
      refundedCents: payments.reduce((sum, p) => sum + p.refundedCents, 0),
    },
  };
}
