import { stringify } from 'csv-stringify/sync';
import type { ExportQuery } from '../../../common/api/payouts.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { PayoutsDeps } from './payouts-deps.js';
import { payoutsRepository } from './payouts.repository.js';
import { readableStatement } from './statements.js';

// A cell a spreadsheet would run as a formula. A phone number (`+1 555 0100`, a Paysend
// account) is only digits after its sign and stays as it is, since the provider reads it.
const formulaStart = /^(?:[=@\t\r]|[+-](?![\d (). ]*$))/;
const defused = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

/** Cents as the decimal amount upload files take: 1250 → "12.50". */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csv(rows: string[][]): string {
  return stringify(rows, {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: defused },
  });
}

/**
 * GET /api/payouts/periods/:period/export?method=&statements=: the unpaid (or, to download it
 * again, the paid) statements of one method as the provider's batch upload. PayPal's mass
 * payment file has no header and five columns: recipient e-mail, amount, currency, a unique id
 * of at most 30 characters (the statement id) and a note. The Paysend file has a header naming
 * its columns: recipient (phone or card), recipient name, amount, currency, reference, note
 * (decision 142 says why these).
 */
export async function exportBatch(
  deps: PayoutsDeps,
  who: Principal,
  period: string,
  query: ExportQuery,
): Promise<string> {
  requireAccountType(who, 'Admin');
  const { method } = query;
  const paid = query.statements === 'paid';
  const repo = payoutsRepository(deps.db);
  if (!(await repo.period(period))) throw new AppError('payout_period_unknown', { period });
  const due = (await repo.statementsOfPeriod(period)).filter(
    (row) => row.method === method && Boolean(row.paid_at) === paid && row.account,
  );
  if (due.length === 0)
    throw new AppError(paid ? 'payout_export_none_paid' : 'payout_export_empty', {
      method,
      period,
    });
  const note = `Crewcast pay for ${period}`;
  if (method === 'PayPal')
    return csv(
      due.map((row) => [
        row.account ?? '',
        decimalAmount(row.total_cents),
        row.currency,
        row.id,
        note,
      ]),
    );
  return csv([
    ['Recipient', 'Recipient name', 'Amount', 'Currency', 'Reference', 'Note'],
    ...due.map((row) => [
      row.account ?? '',
      row.payee_name,
      decimalAmount(row.total_cents),
      row.currency,
      row.id,
      note,
    ]),
  ]);
}

/** GET /api/payouts/statements/:id/csv: one statement's lines and total, for its payee. */
export async function statementCsv(
  deps: PayoutsDeps,
  who: Principal,
  id: string,
): Promise<{ name: string; csv: string }> {
  const row = await readableStatement(deps, who, id);
  const lines = await payoutsRepository(deps.db).linesOf([row.id]);
  const amountHeader = `Amount (${row.currency})`;
  const body = [
    ['Date', 'Kind', 'Description', 'Tier', amountHeader],
    ...lines.map((line) => [
      line.occurred_at.slice(0, 10),
      line.kind,
      line.description,
      line.tier === null ? '' : String(line.tier),
      decimalAmount(line.amount_cents),
    ]),
    ['', 'total', `Statement ${row.id}, ${row.period}`, '', decimalAmount(row.total_cents)],
    [
      '',
      row.paid_at ? 'paid' : 'pending',
      row.paid_at ? `Paid ${row.paid_at.slice(0, 10)}, reference ${row.paid_reference ?? ''}` : '',
      '',
      '',
    ],
  ];
  return { name: `statement-${row.period}-${row.id}`, csv: csv(body) };
}
