import type { ClosePreview } from '../../../common/api/payouts.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { draftStatements } from './draft-statements.js';
import { closablePeriod } from './pay-period.js';
import type { PayoutsDeps } from './payouts-deps.js';
import { payoutsLedgerRepository } from './payouts-ledger.repository.js';
import { payoutsRepository } from './payouts.repository.js';

type Drafted = { payee_kind: string; method?: string | null; total_cents: number };

function figuresOf(period: string, alreadyClosed: boolean, statements: Drafted[]): ClosePreview {
  return {
    period,
    alreadyClosed,
    payees: statements.length,
    staff: statements.filter((s) => s.payee_kind === 'staff').length,
    affiliates: statements.filter((s) => s.payee_kind === 'affiliate').length,
    withoutMethod: statements.filter((s) => !s.method).length,
    totalCents: statements.reduce((sum, s) => sum + s.total_cents, 0),
  };
}

/**
 * GET /api/payouts/periods/:period/preview (Admin): the statements closing the month would make,
 * drafted as the close drafts them and written nowhere. A month that has not ended answers 409
 * as closing it would; a closed one answers the figures of its statements.
 */
export async function previewClose(
  deps: PayoutsDeps,
  who: Principal,
  period: string,
): Promise<ClosePreview> {
  requireAccountType(who, 'Admin');
  const now = deps.now();
  const bounds = closablePeriod(period, now);
  const repo = payoutsRepository(deps.db);
  if (await repo.period(period))
    return figuresOf(period, true, await repo.statementsOfPeriod(period));
  const drafts = await draftStatements(
    payoutsLedgerRepository(deps.db),
    period,
    bounds.endsAt,
    now.toISOString(),
  );
  return figuresOf(
    period,
    false,
    drafts.map((d) => d.statement),
  );
}
