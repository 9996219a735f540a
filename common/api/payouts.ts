import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { plainText } from './fields.js';

// Payouts (docs/operations.md, Payouts): an Admin closes a calendar month into one statement per
// staff member and Affiliate, exports a batch file per payout method and marks statements paid.

/** A pay period: a calendar month, `YYYY-MM` (UTC). */
export const PayPeriod = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month (YYYY-MM).'));
export type PayPeriod = z.infer<typeof PayPeriod>;

/** The two payout methods of the wallet. */
export const PayoutMethodName = z.enum(['PayPal', 'Paysend'], 'Choose PayPal or Paysend.');
export type PayoutMethodName = z.infer<typeof PayoutMethodName>;

/** A statement id as the server makes them. */
export const StatementId = z.string().check(z.regex(/^PO\d{6}[A-Z0-9]{10}$/, 'Unknown statement.'));

/** A payment's reference in the provider (PayPal's batch id, Paysend's transfer number). */
export const PaidReference = plainText('Enter the payment reference.')
  .check(z.trim())
  .check(z.minLength(1, 'Enter the payment reference.'))
  .check(z.maxLength(100, 'At most 100 characters.'));

export const StatementLine = z.object({
  kind: z.enum(['job', 'commission', 'reversal']),
  description: z.string(),
  /** The pay tier a job was paid at; none for commissions. */
  tier: z.nullable(z.number()),
  amountCents: z.number().check(z.int()),
  occurredAt: z.string(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const StatementSummary = z.object({
  id: z.string(),
  period: z.string(),
  payee: z.object({
    uid: z.string(),
    username: z.string(),
    kind: z.enum(['staff', 'affiliate']),
  }),
  method: z.nullable(PayoutMethodName),
  account: z.nullable(z.string()),
  /**
   * The month closed without a wallet and the payee has chosen one since: `method` and `account`
   * are that wallet's, and the statement joins its batch file.
   */
  walletAddedLater: z.boolean(),
  currency: z.string(),
  totalCents: z.number().check(z.int()),
  status: z.enum(['pending', 'paid']),
  paidAt: z.nullable(z.string()),
  paidReference: z.nullable(z.string()),
});
export type StatementSummary = z.infer<typeof StatementSummary>;

export const Statement = z.extend(StatementSummary, { lines: z.array(StatementLine) });
export type Statement = z.infer<typeof Statement>;

/** The statements of one method (none: no wallet yet) in a period. */
export const MethodTotal = z.object({
  method: z.nullable(PayoutMethodName),
  count: z.number().check(z.int()),
  cents: z.number().check(z.int()),
  unpaidCount: z.number().check(z.int()),
  unpaidCents: z.number().check(z.int()),
});
export type MethodTotal = z.infer<typeof MethodTotal>;

export const PeriodView = z.object({
  period: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  closedAt: z.string(),
  totalCents: z.number().check(z.int()),
  totals: z.array(MethodTotal),
  statements: z.array(StatementSummary),
});
export type PeriodView = z.infer<typeof PeriodView>;

export const PeriodsResponse = z.object({
  /** The month closing would take by default: the last finished one. */
  lastFinished: z.string(),
  periods: z.array(
    z.object({
      period: z.string(),
      closedAt: z.string(),
      statementCount: z.number().check(z.int()),
      paidCount: z.number().check(z.int()),
      totalCents: z.number().check(z.int()),
    }),
  ),
});
export type PeriodsResponse = z.infer<typeof PeriodsResponse>;

/** Body of closing a period; without one, the last finished month. */
export const ClosePeriodRequest = z.object({ period: z.optional(PayPeriod) });
export type ClosePeriodRequest = z.infer<typeof ClosePeriodRequest>;

/** What a close changed: the period's figures before and after, for the record. */
export const PeriodFigures = z.object({
  closed: z.boolean(),
  statementCount: z.number().check(z.int()),
  totalCents: z.number().check(z.int()),
});
export const ClosePeriodResponse = z.object({
  alreadyClosed: z.boolean(),
  before: PeriodFigures,
  after: PeriodFigures,
  view: PeriodView,
});
export type ClosePeriodResponse = z.infer<typeof ClosePeriodResponse>;

export const PeriodParams = z.object({ period: PayPeriod });
export const StatementParams = z.object({ id: StatementId });
export const ExportQuery = z.object({
  method: PayoutMethodName,
  /** `paid`: the file of the statements already paid, downloaded again for the records. */
  statements: z._default(z.enum(['unpaid', 'paid']), 'unpaid'),
});
export type ExportQuery = z.infer<typeof ExportQuery>;

export const PayStatementRequest = z.object({ reference: PaidReference });
export const PayMethodRequest = z.object({ method: PayoutMethodName, reference: PaidReference });
export type PayMethodRequest = z.infer<typeof PayMethodRequest>;

/** What marking paid changed: each statement as it was and as it is. */
export const PayResponse = z.object({
  before: z.array(StatementSummary),
  after: z.array(StatementSummary),
});
export type PayResponse = z.infer<typeof PayResponse>;

/** A staff member's pay rates (docs/product.md §9), in cents. */
export const PayRates = z.object({
  tier: z.number().check(z.int()),
  videoEditPer10MinCents: z.number().check(z.int()),
  shortPer60sCents: z.number().check(z.int()),
  thumbnailCents: z.number().check(z.int()),
  minimumPerOrderCents: z.number().check(z.int()),
});
export type PayRates = z.infer<typeof PayRates>;

/** The signed-in staff member's or Affiliate's pay: rates (staff only) and statements. */
export const MyPayResponse = z.object({
  rates: z.nullable(PayRates),
  statements: z.array(StatementSummary),
});
export type MyPayResponse = z.infer<typeof MyPayResponse>;

/**
 * Answer of GET /api/payouts/periods/:period/preview: what closing the month would make, written
 * nowhere, so an Admin confirms "November: 4 payees, $27.40" before closing. A closed month
 * answers its statements' figures with `alreadyClosed`.
 */
export const ClosePreview = z.object({
  period: z.string(),
  alreadyClosed: z.boolean(),
  payees: z.number().check(z.int()),
  staff: z.number().check(z.int()),
  affiliates: z.number().check(z.int()),
  /** Payees with no wallet yet: their statements are paid by hand. */
  withoutMethod: z.number().check(z.int()),
  totalCents: z.number().check(z.int()),
});
export type ClosePreview = z.infer<typeof ClosePreview>;

export const payoutRoutes = {
  periods: defineRoute({
    method: 'GET',
    path: '/api/payouts/periods',
    auth: true,
    response: PeriodsResponse,
  }),
  closePeriod: defineRoute({
    method: 'POST',
    path: '/api/payouts/periods',
    auth: true,
    body: ClosePeriodRequest,
    response: ClosePeriodResponse,
  }),
  closePreview: defineRoute({
    method: 'GET',
    path: '/api/payouts/periods/:period/preview',
    auth: true,
    params: PeriodParams,
    response: ClosePreview,
  }),
  period: defineRoute({
    method: 'GET',
    path: '/api/payouts/periods/:period',
    auth: true,
    params: PeriodParams,
    response: PeriodView,
  }),
  exportBatch: defineRoute({
    method: 'GET',
    path: '/api/payouts/periods/:period/export',
    auth: true,
    params: PeriodParams,
    query: ExportQuery,
    // text/csv, the provider's batch upload; not JSON.
    response: z.string(),
  }),
  payMethod: defineRoute({
    method: 'POST',
    path: '/api/payouts/periods/:period/pay',
    auth: true,
    params: PeriodParams,
    body: PayMethodRequest,
    response: PayResponse,
  }),
  payStatement: defineRoute({
    method: 'POST',
    path: '/api/payouts/statements/:id/pay',
    auth: true,
    params: StatementParams,
    body: PayStatementRequest,
    response: PayResponse,
  }),
  statement: defineRoute({
    method: 'GET',
    path: '/api/payouts/statements/:id',
    auth: true,
    params: StatementParams,
    response: Statement,
  }),
  statementCsv: defineRoute({
    method: 'GET',
    path: '/api/payouts/statements/:id/csv',
    auth: true,
    params: StatementParams,
    // text/csv, one line per ledger row; not JSON.
    response: z.string(),
  }),
  myPay: defineRoute({
    method: 'GET',
    path: '/api/payouts/mine',
    auth: true,
    response: MyPayResponse,
  }),
} as const;
