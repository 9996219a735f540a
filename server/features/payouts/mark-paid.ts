import type { PayoutMethodName, PayResponse } from '../../../common/api/payouts.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/audit.public.js';
import { type PayoutsDeps } from './payouts-deps.js';
import { payoutsLedgerRepository } from './payouts-ledger.repository.js';
import { payoutsRepository, type StatementRow } from './payouts.repository.js';
import { toSummary } from './statement-view.js';

/**
 * Marks unpaid statements paid with the provider's reference, and the commissions they settle
 * with them (so the Commissions list agrees). A paid statement is never written again. Answers
 * each statement before and after.
 */
async function payStatements(
  deps: PayoutsDeps,
  who: Principal,
  pick: (repo: ReturnType<typeof payoutsRepository>) => Promise<StatementRow[]>,
  reference: string,
): Promise<PayResponse> {
  const at = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const repo = payoutsRepository(trx);
    const rows = await pick(repo);
    const ids = rows.map((row) => row.id);
    // A statement paid to a wallet chosen after the close keeps where the money went.
    for (const row of rows) await repo.keepLaterWallet(row);
    // Two Admins paying at once: the second finds the rows paid and changes nothing.
    if ((await repo.markPaid(ids, { at, by: who.uid, reference })) !== ids.length) {
      const paid = (await repo.statement(ids[0] ?? ''))!;
      throw new AppError('payout_already_paid', {
        paidAt: paid.paid_at ?? '',
        reference: paid.paid_reference ?? '',
      });
    }
    const commissionIds = (await repo.linesOf(ids))
      .filter((line) => line.kind === 'commission')
      .map((line) => line.source_key.slice('commission:'.length));
    await payoutsLedgerRepository(trx).markCommissionsPaid(commissionIds, at);
    const after = await Promise.all(ids.map((id) => repo.statement(id)));
    for (const [i, row] of rows.entries())
      await recordAudit(trx, {
        actorId: who.uid,
        action: 'payouts.statement_paid',
        subject: { type: 'pay_statement', id: row.id },
        before: toSummary(row),
        after: after[i] ? toSummary(after[i]) : undefined,
        at,
      });
    return {
      before: rows.map(toSummary),
      after: after.flatMap((row) => (row ? [toSummary(row)] : [])),
    };
  });
}

/** POST /api/payouts/statements/:id/pay: one statement paid; a paid one answers 409. */
export function payStatement(
  deps: PayoutsDeps,
  who: Principal,
  id: string,
  reference: string,
): Promise<PayResponse> {
  requireAccountType(who, 'Admin');
  return payStatements(
    deps,
    who,
    async (repo) => {
      const row = await repo.statement(id);
      if (!row) throw new AppError('not_found');
      if (row.paid_at)
        throw new AppError('payout_already_paid', {
          paidAt: row.paid_at,
          reference: row.paid_reference ?? '',
        });
      return [row];
    },
    reference,
  );
}

/**
 * POST /api/payouts/periods/:period/pay: every unpaid statement of one method in a period, paid
 * by one batch (the file the Admin uploaded) with its reference. None left answers 409.
 */
export function payMethod(
  deps: PayoutsDeps,
  who: Principal,
  period: string,
  input: { method: PayoutMethodName; reference: string },
): Promise<PayResponse> {
  requireAccountType(who, 'Admin');
  return payStatements(
    deps,
    who,
    async (repo) => {
      if (!(await repo.period(period))) throw new AppError('payout_period_unknown', { period });
      const rows = (await repo.statementsOfPeriod(period)).filter(
        (row) => row.method === input.method && !row.paid_at,
      );
      if (rows.length === 0)
        throw new AppError('payout_nothing_to_pay', { method: input.method, period });
      return rows;
    },
    input.reference,
  );
}
