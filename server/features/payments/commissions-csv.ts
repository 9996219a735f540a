import type { AdminCommission } from '../../../common/api/payments.js';
import { csvTable } from './csv-table.js';

const header = [
  'commission_id',
  'affiliate',
  'affiliate_email',
  'pay_with',
  'pay_to',
  'buyer',
  'purchase_usd',
  'commission_usd',
  'status',
  'created_at',
  'payable_at',
  'paid_at',
  'session_id',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Commissions as CSV with a header line, CRLF line ends, amounts in dollars. */
export function commissionsCsv(rows: AdminCommission[]): string {
  return csvTable(
    header,
    rows.map((c) => [
      c.id,
      c.affiliate,
      c.affiliateEmail,
      c.payTo?.method ?? '',
      c.payTo?.account ?? '',
      c.buyer,
      dollars(c.basisCents),
      dollars(c.amountCents),
      c.status,
      c.createdAt,
      c.payableAt,
      c.paidAt ?? '',
      c.sessionId,
    ]),
  );
}
