import { describeCredit } from '../../../common/pricing.js';
import type { Principal } from '../../auth/tokens.js';
import { csvTable } from './csv-table.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentsOwner, toPayment } from './payment-view.js';

const header = [
  'date',
  'payment_id',
  'receipt_number',
  'items',
  'amount_usd',
  'status',
  'refunded_usd',
  'refunded_at',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A user's payments as CSV, one line per payment, amounts in dollars. */
export async function exportPayments(
  deps: PaymentsDeps,
  who: Principal,
  uid: string | undefined,
): Promise<string> {
  const rows = (await deps.repo.listPayments(paymentsOwner(who, uid))).map(toPayment);
  return csvTable(
    header,
    rows.map((p) => [
      p.createdAt,
      p.id,
      p.receiptNumber === null ? '' : String(p.receiptNumber),
      p.lines
        .map((line) => `${line.quantity} x ${describeCredit(line.name, line.args[0] ?? null)}`)
        .join('; '),
      dollars(p.amountCents),
      p.status,
      dollars(p.refundedCents),
      p.refundedAt ?? '',
    ]),
  );
}
