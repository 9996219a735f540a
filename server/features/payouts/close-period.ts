import type { ClosePeriodRequest, ClosePeriodResponse } from '../../../common/api/payouts.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/audit.public.js';
import { draftStatements } from './draft-statements.js';
import { closablePeriod, lastFinishedPeriod } from './pay-period.js';
import { type PayoutsDeps } from './payouts-deps.js';
import { payoutsLedgerRepository } from './payouts-ledger.repository.js';
import { payoutsRepository } from './payouts.repository.js';
import { periodView } from './statement-view.js';

type Repo = ReturnType<typeof payoutsRepository>;

async function figures(repo: Repo, period: string) {
  const closed = (await repo.period(period)) !== undefined;
  const statements = await repo.statementsOfPeriod(period);
  return {
    closed,
    statementCount: statements.length,
    totalCents: statements.reduce((sum, s) => sum + s.total_cents, 0),
  };
}

/**
 * POST /api/payouts/periods: an Admin closes a month (by default the last one that ended) into
 * one statement per payee. Closing it again changes nothing. Answers the period's figures before
 * and after, so the close can be recorded as it happened.
 */
export async function closePeriod(
  deps: PayoutsDeps,
  who: Principal,
  input: ClosePeriodRequest,
): Promise<ClosePeriodResponse> {
  requireAccountType(who, 'Admin');
  const now = deps.now();
  const period = input.period ?? lastFinishedPeriod(now);
  const bounds = closablePeriod(period, now);
  const at = now.toISOString();
  const before = await figures(payoutsRepository(deps.db), period);

  const closedNow = await deps.db.transaction().execute(async (trx) => {
    const repo = payoutsRepository(trx);
    const row = {
      period,
      starts_at: bounds.startsAt,
      ends_at: bounds.endsAt,
      closed_at: at,
      closed_by: who.uid,
    };
    if (!(await repo.insertPeriod(row))) return false;
    const drafts = await draftStatements(payoutsLedgerRepository(trx), period, bounds.endsAt, at);
    for (const draft of drafts) await repo.insertStatement(draft.statement, draft.lines);
    await recordAudit(trx, {
      actorId: who.uid,
      action: 'payouts.period_closed',
      subject: { type: 'pay_period', id: period },
      before,
      after: {
        closed: true,
        statementCount: drafts.length,
        totalCents: drafts.reduce((sum, d) => sum + d.statement.total_cents, 0),
      },
      at,
    });
    return true;
  });

  const repo = payoutsRepository(deps.db);
  const row = await repo.period(period);
  if (!row) throw new AppError('payout_period_unknown', { period });
  return {
    alreadyClosed: !closedNow,
    before,
    after: await figures(repo, period),
    view: await periodView(repo, row),
  };
}
