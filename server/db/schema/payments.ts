import type { Plan } from '../../../common/api/accounts.js';
import type {
  PaymentProviderKind,
  ProductName,
  SessionStatus,
} from '../../../common/api/payments.js';
import type { CreditKind } from '../../../common/pricing.js';

/** A checkout: what was priced, for whom, and whether it was paid and credited. */
export interface PaymentSessionsTable {
  id: string;
  provider: PaymentProviderKind;
  user_id: string;
  status: SessionStatus;
  plan: Plan;
  currency: string;
  amount_cents: number;
  /** JSON of the priced lines (common/api/payments.ts PricedLine[]). */
  lines: string;
  client_secret_hash: string | null;
  payment_intent: string | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
  fulfilled_at: string | null;
  refunded_at: string | null;
}

/** One fact of the credits ledger: +n for a grant, purchase or refund, -1 for a spend. */
export interface CreditEntriesTable {
  id: string;
  user_id: string;
  product: ProductName;
  kind: CreditKind;
  duration_minutes: number | null;
  delta: number;
  reason: 'grant' | 'purchase' | 'spend' | 'refund' | 'revoke';
  session_id: string | null;
  order_id: string | null;
  note: string | null;
  idempotency_key: string;
  created_at: string;
}

/** Unused credits per user, product and duration (0 for thumbnails): the ledger's sum. */
export interface CreditBalancesTable {
  user_id: string;
  product: ProductName;
  kind: CreditKind;
  duration_minutes: number;
  unused: number;
}

/** 20% of a referred Partner's paid checkout, owed to the Affiliate who referred them. */
export interface CommissionsTable {
  id: string;
  affiliate_id: string;
  buyer_id: string;
  session_id: string;
  basis_cents: number;
  amount_cents: number;
  created_at: string;
  payable_at: string;
  paid_at: string | null;
  reversed_at: string | null;
}

/** Visits through one Affiliate's referral link to one public page on one day (UTC). */
export interface ReferralVisitsTable {
  affiliate_id: string;
  /** A key of common/referral.ts referralPages. */
  page: string;
  /** `YYYY-MM-DD`. */
  day: string;
  visits: number;
}

/** A checkout paid with another amount than priced: credited nothing, kept for an Admin. */
export interface PaymentMismatchesTable {
  id: string;
  session_id: string;
  user_id: string;
  priced_cents: number;
  paid_cents: number;
  payment_intent: string | null;
  created_at: string;
  resolved_at: string | null;
}

/** The receipt of a credited payment: its number is given once, in order, and never changes. */
export interface ReceiptsTable {
  number: number;
  session_id: string;
  issued_at: string;
  /** Stripe's own receipt of the charge, kept once looked up; null for the sandbox. */
  provider_receipt_url: string | null;
}

/** The one row that hands out receipt numbers (id 'receipts'). */
export interface ReceiptCounterTable {
  id: string;
  last_number: number;
}
