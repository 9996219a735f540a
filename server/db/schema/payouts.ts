import type { Optional } from './columns.js';

/** A closed pay period: a calendar month (`YYYY-MM`, UTC) an Admin closed. */
export interface PayoutPeriodsTable {
  period: string;
  starts_at: string;
  ends_at: string;
  closed_at: string;
  closed_by: string;
}

/** What one staff member or Affiliate is owed for one closed period. */
export interface PayoutStatementsTable {
  id: string;
  period: string;
  payee_id: string;
  payee_kind: 'staff' | 'affiliate';
  /** The wallet's method and account when the period was closed; none without a wallet. */
  method: 'PayPal' | 'Paysend' | null;
  account: string | null;
  currency: string;
  total_cents: number;
  created_at: string;
  paid_at: Optional<string>;
  paid_by: Optional<string>;
  paid_reference: Optional<string>;
}

/** One ledger row a statement settles. */
export interface PayoutLinesTable {
  id: string;
  statement_id: string;
  kind: 'job' | 'commission' | 'reversal';
  /** `earning:{id}`, `commission:{id}` or `reversal:{id}`: unique, so a row is settled once. */
  source_key: string;
  description: string;
  tier: number | null;
  amount_cents: number;
  occurred_at: string;
}
