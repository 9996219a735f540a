import type { ColumnType, Generated } from 'kysely';
import type { AccountType, Plan } from '../../common/api/accounts.js';
import type { PaymentProviderKind, ProductName, SessionStatus } from '../../common/api/payments.js';
import type { PayoutMethod, Relationship, StaffStatus } from '../../common/api/teams.js';
import type { CreditKind } from '../../common/pricing.js';
import type {
  CloseReason,
  ExtensionState,
  OrderStatus,
  OrderType,
  PassOffState,
} from '../../common/api/orders.js';
import type { TermsLabel, VideoStatus } from '../../common/api/games.js';
import type { MessageType, OrderEventName } from '../../common/realtime.js';

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
  /** Set when the account counts as verified: for a Partner, e-mail AND channel (decision 007). */
  verified_at: string | null;
  created_at: string;
  // Partner eligibility (migration 202611230700-youtube): optional on insert, NULL until known.
  /** When the e-mailed link was used. */
  email_verified_at: Optional<string>;
  /** The YouTube channel that verified this Partner; unique across accounts. */
  youtube_channel_id: Optional<string>;
  youtube_channel_title: Optional<string>;
  /** Null when the channel hides its count. */
  youtube_subscriber_count: Optional<number>;
  /** When the channel's statistics were last read. */
  youtube_checked_at: Optional<string>;
}

/** A nullable column that may be left out of an insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

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

/** An order for one edit or one thumbnail (docs/product.md §3 Production request). */
export interface ProductionRequestsTable {
  id: string;
  /** Shared by the edit and the thumbnail one order form opened. */
  video_request_id: string;
  type: OrderType;
  title: string;
  message: string;
  client_id: string;
  staff_id: string;
  author_id: string;
  folder_id: string;
  product: ProductName | null;
  duration_minutes: number | null;
  is_revision: number;
  of_request_id: string | null;
  revisions_left: number;
  status: OrderStatus;
  created_at: string;
  due_at: string;
  original_due_at: string;
  activated_at: string | null;
  closed_at: string | null;
  close_reason: CloseReason | null;
}

/** Staff asking for more time on an order; one per order (docs/product.md §3 Extension request). */
export interface ExtensionRequestsTable {
  request_id: string;
  staff_id: string;
  days: number;
  reason: string;
  state: ExtensionState;
  created_at: string;
  expires_at: string;
  answered_at: string | null;
}

/** Staff asking to hand an order to someone else; an Admin picks who, who accepts or declines. */
export interface PassOffsTable {
  request_id: string;
  from_staff_id: string;
  reason: string;
  state: PassOffState;
  new_staff_id: string | null;
  created_at: string;
  assigned_at: string | null;
  answered_at: string | null;
}

/** What a staff member earned for a delivered order, by the docs/product.md §9 tier table. */
export interface StaffEarningsTable {
  id: string;
  staff_id: string;
  request_id: string;
  tier: number;
  amount_cents: number;
  created_at: string;
}

/** Every order event, in order: the notifier's record and the tracker's dates. */
export interface OrderEventsTable {
  id: string;
  request_id: string;
  event: OrderEventName;
  actor_id: string | null;
  /** JSON with the event's particulars (days asked, answer, new staff). */
  detail: string | null;
  created_at: string;
}

/** A Partner's or Affiliate's partnership with one of the games of common/games.ts. */
export interface GamePartnershipsTable {
  id: string;
  game_id: string;
  user_id: string;
  created_at: string;
}

/** One Ownership Booster form as sent; `month` (YYYY-MM) is the review it counts in. */
export interface GameBoostsTable {
  id: string;
  game_id: string;
  user_id: string;
  month: string;
  note: string;
  created_at: string;
}

/** A promotion video of a Booster form, approved or rejected by an Admin. */
export interface GameBoostVideosTable {
  id: string;
  boost_id: string;
  game_id: string;
  user_id: string;
  month: string;
  position: number;
  /** The YouTube video id; unique per game. */
  video_id: string;
  url: string;
  /** `YYYY-MM-DD`. */
  published_on: string;
  status: VideoStatus;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** A month an Admin closed. */
export interface GameMonthClosesTable {
  month: string;
  closed_by: string | null;
  closed_at: string;
}

/** A partnership's share of its game's pool in `month`, set by closing the month before. */
export interface GameSharesTable {
  id: string;
  game_id: string;
  user_id: string;
  month: string;
  /** The terms it was computed with: Standard, Premium or Affiliate. */
  plan: TermsLabel;
  min_bp: number;
  max_bp: number;
  approved_videos: number;
  desired_bp: number;
  start_bp: number;
  floor_bp: number;
  created_at: string;
}

/** Rows upserted to serialise writers of one key (a user's partnerships, a game, a month). */
export interface GameLocksTable {
  key: string;
  touched_at: string;
}

/** A chat message; `seq` is made by the database and orders every message. */
export interface ChatMessagesTable {
  seq: Generated<number>;
  id: string;
  /** d:{uid}:{uid} (smaller first), g:{group}, s:{user} (support thread), y:{user} (System). */
  conversation: string;
  type: MessageType;
  /** The socket's user (the Admin, when written for a client); 'system' for order notices. */
  author_id: string;
  client_id: string;
  from_id: string | null;
  to_id: string;
  thread_id: string | null;
  body: string;
  alias: string | null;
  reference_file_id: string | null;
  link: string | null;
  emulated_by: string | null;
  created_at: string;
}

/** How far a user has read each conversation. */
export interface ChatReadsTable {
  user_id: string;
  conversation: string;
  last_read_seq: number;
  updated_at: string;
}

/** Audit log: every message an Admin wrote for a client. */
export interface ChatEmulationsTable {
  id: string;
  admin_id: string;
  client_id: string;
  message_id: string;
  created_at: string;
}

/** The tables Kysely knows about. */
/** One Google consent for one account: its `state`, PKCE verifier and what the callback found. */
export interface YoutubeChecksTable {
  id: string;
  user_id: string;
  state_hash: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
  state_used_at: string | null;
  /** 'eligible' or one of the /join/verify/return errors (common/api/youtube.ts). */
  outcome: string | null;
  channel_id: string | null;
  channel_title: string | null;
  subscriber_count: number | null;
  checked_at: string | null;
  result_hash: string | null;
  result_expires_at: string | null;
  committed_at: string | null;
}

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
  production_requests: ProductionRequestsTable;
  extension_requests: ExtensionRequestsTable;
  pass_offs: PassOffsTable;
  staff_earnings: StaffEarningsTable;
  order_events: OrderEventsTable;
  youtube_checks: YoutubeChecksTable;
  game_partnerships: GamePartnershipsTable;
  game_boosts: GameBoostsTable;
  game_boost_videos: GameBoostVideosTable;
  game_month_closes: GameMonthClosesTable;
  game_shares: GameSharesTable;
  game_locks: GameLocksTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_emulations: ChatEmulationsTable;
}
