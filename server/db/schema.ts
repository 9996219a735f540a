import type { ColumnType } from 'kysely';
import type { AccountType, Plan } from '../../common/api/accounts.js';
import type { PaymentProviderKind, ProductName, SessionStatus } from '../../common/api/payments.js';
import type { PayoutMethod, Relationship, StaffStatus } from '../../common/api/teams.js';
import type { CreditKind } from '../../common/pricing.js';

// Booleans are stored as 0/1 integers and times as UTC ISO strings so one schema fits both dialects.

export interface UsersTable {
  id: string;
  username: string;
  username_lower: string;
  email: string;
  email_lower: string;
  password_hash: string;
  account_type: AccountType;
  name: string;
  plan: Plan | null;
  rating: number;
  rblx_handle: string | null;
  target: number | null;
  via: string | null;
  is_editor: number;
  is_artist: number;
  edit_speed_days: number | null;
  thumbnail_speed_days: number | null;
  verified_at: string | null;
  created_at: string;
}

export interface VerificationsTable {
  id: string;
  user_id: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  replaced_at: string | null;
  revoked_at: string | null;
}

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

export interface RelationshipsTable {
  id: string;
  /** The Partner of a team role; the smaller uid of a plain contact. */
  user_id: string;
  other_id: string;
  role: Relationship;
  created_at: string;
}

export interface TeamGroupsTable {
  id: string;
  partner_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface StaffProfilesTable {
  user_id: string;
  status: StaffStatus;
  busy_link: string | null;
  busy_title: string | null;
  /** `YYYY-MM-DD`, first and last day of a booked vacation. */
  vacation_start: string | null;
  vacation_end: string | null;
  tier: number;
  payout_method: PayoutMethod | null;
  paypal: string | null;
  paysend: string | null;
  updated_at: string;
}

export interface CompanyStatsTable {
  id: string;
  list_name: string;
  key: string;
  value: number;
  unit: string;
  position: number;
  updated_at: string;
  updated_by: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  created_at: string;
  emailed_at: string | null;
}

export interface DriveFoldersTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: string;
}

export interface DriveFilesTable {
  id: string;
  folder_id: string;
  uploader_id: string;
  original_name: string;
  stored_name: string;
  mime: string;
  kind: 'video' | 'image';
  /** bigint: PostgreSQL hands it back as a string, so the repository converts it. */
  size: ColumnType<number | string, number, number>;
  sha256: string | null;
  state: 'uploading' | 'finished';
  paused: number;
  layer: number;
  order_id: string | null;
  created_at: string;
  finished_at: string | null;
}

/** The tables Kysely knows about. */
export interface Database {
  users: UsersTable;
  verifications: VerificationsTable;
  refresh_tokens: RefreshTokensTable;
  payment_sessions: PaymentSessionsTable;
  credit_entries: CreditEntriesTable;
  credit_balances: CreditBalancesTable;
  commissions: CommissionsTable;
  relationships: RelationshipsTable;
  team_groups: TeamGroupsTable;
  staff_profiles: StaffProfilesTable;
  company_stats: CompanyStatsTable;
  contact_messages: ContactMessagesTable;
  drive_folders: DriveFoldersTable;
  drive_files: DriveFilesTable;
}
