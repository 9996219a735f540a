import type {
  MethodTotal,
  PeriodView,
  Statement,
  StatementSummary,
} from '../../../common/api/payouts.js';
import type { LineRow, PeriodRow, StatementRow, payoutsRepository } from './payouts.repository.js';

/** A statement as the API shows it. */
export function toSummary(row: StatementRow): StatementSummary {
  return {
    id: row.id,
    period: row.period,
    payee: { uid: row.payee_id, username: row.username, kind: row.payee_kind },
    method: row.method,
    account: row.account,
    walletAddedLater: row.wallet_added_later,
    currency: row.currency,
    totalCents: row.total_cents,
    status: row.paid_at ? 'paid' : 'pending',
    paidAt: row.paid_at ?? null,
    paidReference: row.paid_reference ?? null,
  };
}

export function toStatement(row: StatementRow, lines: LineRow[]): Statement {
  return {
    ...toSummary(row),
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      tier: line.tier,
      amountCents: line.amount_cents,
      occurredAt: line.occurred_at,
    })),
  };
}

/** The totals of each payout method (PayPal, Paysend, then none), each from its statements. */
export function methodTotals(statements: StatementSummary[]): MethodTotal[] {
  return (['PayPal', 'Paysend', null] as const).flatMap((method) => {
    const of = statements.filter((s) => s.method === method);
    if (of.length === 0) return [];
    const unpaid = of.filter((s) => s.status === 'pending');
    return [
      {
        method,
        count: of.length,
        cents: of.reduce((sum, s) => sum + s.totalCents, 0),
        unpaidCount: unpaid.length,
        unpaidCents: unpaid.reduce((sum, s) => sum + s.totalCents, 0),
      },
    ];
  });
}

/** A closed period with its statements and totals. */
export async function periodView(
  repo: ReturnType<typeof payoutsRepository>,
  row: PeriodRow,
): Promise<PeriodView> {
  const statements = (await repo.statementsOfPeriod(row.period)).map(toSummary);
  return {
    period: row.period,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    closedAt: row.closed_at,
    totalCents: statements.reduce((sum, s) => sum + s.totalCents, 0),
    totals: methodTotals(statements),
    statements,
  };
}
