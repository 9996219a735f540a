import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { PayoutLinesTable, PayoutStatementsTable } from '../../db/schema.js';
import { payoutCurrency } from './payouts-deps.js';
import type { payoutsLedgerRepository } from './payouts-ledger.repository.js';

type Ledger = ReturnType<typeof payoutsLedgerRepository>;
type Line = Omit<Insertable<PayoutLinesTable>, 'id' | 'statement_id'> & { payeeId: string };
export type DraftStatement = {
  statement: Insertable<PayoutStatementsTable>;
  lines: Array<Insertable<PayoutLinesTable>>;
};

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A statement id: `PO`, the period's digits and 10 random characters. It is the unique id of
 * PayPal's batch file, which allows 30 characters and no spaces.
 */
export function statementId(period: string): string {
  const random = [...randomBytes(10)].map((b) => idAlphabet[b % idAlphabet.length]).join('');
  return `PO${period.replace('-', '')}${random}`;
}

/** The ledger rows a close settles, as statement lines: jobs, commissions, reversals. */
async function ledgerLines(ledger: Ledger, endsAt: string): Promise<Line[]> {
  const [earnings, commissions, reversals] = await Promise.all([
    ledger.unsettledEarnings(endsAt),
    ledger.unsettledCommissions(endsAt),
    ledger.unsettledReversals(endsAt),
  ]);
  return [
    ...earnings.map((e) => ({
      payeeId: e.payeeId,
      kind: 'job' as const,
      source_key: `earning:${e.id}`,
      description: `${e.title} (${e.type}${e.isRevision === 1 ? ' revision' : ''}${
        e.durationMinutes ? `, ${e.durationMinutes} min` : ''
      })`,
      tier: e.tier,
      amount_cents: e.amountCents,
      occurred_at: e.occurredAt,
    })),
    ...commissions.map((c) => ({
      payeeId: c.payeeId,
      kind: 'commission' as const,
      source_key: `commission:${c.id}`,
      description: `Commission on ${c.buyer}'s purchase`,
      tier: null,
      amount_cents: c.amountCents,
      occurred_at: c.occurredAt,
    })),
    ...reversals.map((r) => ({
      payeeId: r.payeeId,
      kind: 'reversal' as const,
      source_key: `reversal:${r.id}`,
      description: `Reversal: ${r.buyer}'s purchase was refunded`,
      tier: null,
      amount_cents: -r.amountCents,
      occurred_at: r.occurredAt ?? '',
    })),
  ];
}

/**
 * One statement per payee of every ledger row not settled before the period's end. A payee whose
 * rows sum to nothing or less (a reversal alone) gets no statement: the rows wait for a period
 * in which there is something to pay, so nobody is sent a negative amount.
 */
export async function draftStatements(
  ledger: Ledger,
  period: string,
  endsAt: string,
  at: string,
): Promise<DraftStatement[]> {
  const byPayee = new Map<string, Line[]>();
  for (const line of await ledgerLines(ledger, endsAt))
    byPayee.set(line.payeeId, [...(byPayee.get(line.payeeId) ?? []), line]);
  const payees = new Map((await ledger.payees([...byPayee.keys()])).map((p) => [p.id, p]));

  const drafts: DraftStatement[] = [];
  for (const [payeeId, lines] of byPayee) {
    const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    const payee = payees.get(payeeId);
    if (total <= 0 || !payee) continue;
    const account = payee.payout_method === 'Paysend' ? payee.paysend : payee.paypal;
    const id = statementId(period);
    drafts.push({
      statement: {
        id,
        period,
        payee_id: payeeId,
        payee_kind: payee.accountType === 'Affiliate' ? 'affiliate' : 'staff',
        method: payee.payout_method && account ? payee.payout_method : null,
        account: payee.payout_method && account ? account : null,
        currency: payoutCurrency,
        total_cents: total,
        created_at: at,
      },
      lines: lines.map(({ payeeId: _payee, ...line }) => ({
        ...line,
        id: randomUUID(),
        statement_id: id,
      })),
    });
  }
  return drafts;
}
