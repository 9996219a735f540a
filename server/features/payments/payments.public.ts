// What other features may use of payments: the credit ledger's functions, each run inside the
// caller's transaction so that an order and its credit spend commit or roll back together.
// The ledger's rules are in docs/decisions/006-payments-credits-and-commissions.md.
export {
  grantCredits,
  refundOrderCredits,
  spendCredit,
  unusedCounts,
} from './credits.repository.js';

// The CSV cell guard against spreadsheet formulas, for every export the agency opens in one.
export { defusedCell } from './csv-table.js';
