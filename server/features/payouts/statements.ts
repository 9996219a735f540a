import type {
  MyPayResponse,
  PeriodsResponse,
  PeriodView,
  Statement,
} from '../../../common/api/payouts.js';
import { payTierOf } from '../../../common/staff-pay.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { lastFinishedPeriod } from './pay-period.js';
import { type PayoutsDeps } from './payouts-deps.js';
import { payoutsLedgerRepository } from './payouts-ledger.repository.js';
import { payoutsRepository, type StatementRow } from './payouts.repository.js';
import { periodView, toStatement, toSummary } from './statement-view.js';

/** GET /api/payouts/periods: the closed periods, newest first, with their figures. */
export async function listPeriods(deps: PayoutsDeps, who: Principal): Promise<PeriodsResponse> {
  requireAccountType(who, 'Admin');
  const repo = payoutsRepository(deps.db);
  const periods = await Promise.all(
    (await repo.periods()).map(async (row) => {
      const statements = await repo.statementsOfPeriod(row.period);
      return {
        period: row.period,
        closedAt: row.closed_at,
        statementCount: statements.length,
        paidCount: statements.filter((s) => s.paid_at).length,
        totalCents: statements.reduce((sum, s) => sum + s.total_cents, 0),
      };
    }),
  );
  return { lastFinished: lastFinishedPeriod(deps.now()), periods };
}

/** GET /api/payouts/periods/:period: one closed period's statements and totals per method. */
export async function getPeriod(
  deps: PayoutsDeps,
  who: Principal,
  period: string,
): Promise<PeriodView> {
  requireAccountType(who, 'Admin');
  const repo = payoutsRepository(deps.db);
  const row = await repo.period(period);
  if (!row) throw new AppError('payout_period_unknown', { period });
  return periodView(repo, row);
}

/**
 * A statement its payee or an Admin may read. Anyone else's answers 404, the same as one that
 * does not exist, so ids cannot be probed.
 */
export async function readableStatement(
  deps: PayoutsDeps,
  who: Principal,
  id: string,
): Promise<StatementRow> {
  const row = await payoutsRepository(deps.db).statement(id);
  if (!row || (row.payee_id !== who.uid && !isAdmin(who))) throw new AppError('not_found');
  return row;
}

/** GET /api/payouts/statements/:id: one statement with every ledger row it settles. */
export async function getStatement(
  deps: PayoutsDeps,
  who: Principal,
  id: string,
): Promise<Statement> {
  const row = await readableStatement(deps, who, id);
  return toStatement(row, await payoutsRepository(deps.db).linesOf([row.id]));
}

/** GET /api/payouts/mine: the signed-in staff member's rates and statements, or an Affiliate's. */
export async function myPay(deps: PayoutsDeps, who: Principal): Promise<MyPayResponse> {
  requireAccountType(who, 'Production', 'Affiliate');
  const statements = (await payoutsRepository(deps.db).statementsOfPayee(who.uid)).map(toSummary);
  if (who.accountType !== 'Production') return { rates: null, statements };
  const tier = await payoutsLedgerRepository(deps.db).tierOf(who.uid);
  return { rates: { ...payTierOf(tier) }, statements };
}
