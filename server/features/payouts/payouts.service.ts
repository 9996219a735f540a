import type {
  ClosePeriodRequest,
  ExportQuery,
  PayoutMethodName,
} from '../../../common/api/payouts.js';
import type { Principal } from '../../auth/tokens.js';
import { exportBatch, statementCsv } from './batch-files.js';
import { closePeriod } from './close-period.js';
import { previewClose } from './close-preview.js';
import { payMethod, payStatement } from './mark-paid.js';
import type { PayoutsDeps } from './payouts-deps.js';
import { getPeriod, getStatement, listPeriods, myPay } from './statements.js';

/** Pay periods, their batch files and payments, and each payee's statements, one line each. */
export function payoutsService(deps: PayoutsDeps) {
  return {
    periods: (who: Principal) => listPeriods(deps, who),
    closePeriod: (who: Principal, input: ClosePeriodRequest) => closePeriod(deps, who, input),
    closePreview: (who: Principal, period: string) => previewClose(deps, who, period),
    period: (who: Principal, period: string) => getPeriod(deps, who, period),
    payMethod: (
      who: Principal,
      period: string,
      input: { method: PayoutMethodName; reference: string },
    ) => payMethod(deps, who, period, input),
    payStatement: (who: Principal, id: string, reference: string) =>
      payStatement(deps, who, id, reference),
    statement: (who: Principal, id: string) => getStatement(deps, who, id),
    myPay: (who: Principal) => myPay(deps, who),
    exportBatch: (who: Principal, period: string, query: ExportQuery) =>
      exportBatch(deps, who, period, query),
    statementCsv: (who: Principal, id: string) => statementCsv(deps, who, id),
  };
}

/** The payouts service's shape, for routes and tests. */
export type PayoutsService = ReturnType<typeof payoutsService>;
