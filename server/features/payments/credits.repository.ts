/**
 * The credits ledger. Every grant, purchase, spend, refund and revocation is one row of
 * credit_entries; credit_balances holds their sum per user, product and duration and is changed
 * in the same statement group, so the two always agree (a test checks it).
 *
 * Each function takes the executor to run on: the database, or a transaction of the caller's
 * (the Orders service spends and refunds inside its own transaction, so an order and its credit
 * commit or roll back together). Nothing here opens a transaction or lets a statement fail on
 * purpose, since a failed statement aborts a PostgreSQL transaction: duplicates are absorbed with
 * ON CONFLICT DO NOTHING and a spend with nothing to spend throws before writing anything.
 *
 * Shorts are edits: an edit credit is a Video Edit or a Shorts Edit of some minutes; a thumbnail
 * credit has no duration.
 */
export type { Executor, SpentCredit } from './credits-ledger.repository.js';
export {
  addPurchasedCredits,
  grantCredits,
  revokePurchasedCredits,
  type PurchasedLine,
} from './credits-additions.repository.js';
export { refundOrderCredits, spendCredit } from './credits-spends.repository.js';
export { unusedCounts, unusedEditRows } from './credits-balances.repository.js';
