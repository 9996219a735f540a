import type { AdminCommission } from '../../../common/api/payments.js';

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

/**
 * One CSV field (RFC 4180 quoting). Text a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, since usernames are user input.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Commissions as CSV with a header line, CRLF line ends, amounts in dollars. */
export function commissionsCsv(rows: AdminCommission[]): string {
  const lines = rows.map((c) =>
    [
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
    ]
      .map(csvField)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
