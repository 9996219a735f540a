import type { AuditLogTable, SignInsTable } from './schema/audit.js';
import type {
  EmailChangesTable,
  PasswordResetsTable,
  RefreshTokensTable,
  UsersTable,
  VerificationsTable,
  YoutubeChecksTable,
} from './schema/accounts.js';
import type {
  ChatEmulationsTable,
  ChatMessagesTable,
  ChatMutesTable,
  ChatNotifySettingsTable,
  ChatReadsTable,
  SupportNotesTable,
  SupportRepliesTable,
  SupportThreadTagsTable,
  SupportThreadsTable,
} from './schema/chat.js';
import type { DriveFilesTable, DriveFoldersTable } from './schema/drive.js';
import type { MailOutboxTable } from './schema/mail.js';
import type {
  GameBoostVideosTable,
  GameBoostsTable,
  GameLocksTable,
  GameMonthClosesTable,
  GamePartnershipsTable,
  GameSharesTable,
} from './schema/games.js';
import type {
  ExtensionRequestsTable,
  OrderEventsTable,
  PassOffsTable,
  MissedDeadlineChecksTable,
  ProductionRequestsTable,
  StaffEarningsTable,
} from './schema/orders.js';
import type {
  CommissionsTable,
  CreditBalancesTable,
  CreditEntriesTable,
  PaymentMismatchesTable,
  ReceiptCounterTable,
  ReceiptsTable,
  PaymentSessionsTable,
  ReferralVisitsTable,
} from './schema/payments.js';
import type {
  PayoutLinesTable,
  PayoutPeriodsTable,
  PayoutStatementsTable,
} from './schema/payouts.js';
import type {
  ReviewNoteHistoryTable,
  ReviewNoteRepliesTable,
  ReviewNotesTable,
} from './schema/review.js';
import type {
  GuestRenditionsTable,
  MediaFactsTable,
  ReviewLinkViewsTable,
  ReviewLinksTable,
  ReviewProxiesTable,
} from './schema/review-versions.js';
import type {
  YoutubeConsentStartsTable,
  YoutubeConsentsTable,
  YoutubePublicationsTable,
  YoutubeVideoAnalyticsTable,
  YoutubeVideoFiguresTable,
} from './schema/publishing.js';
import type { CompanyStatsTable, ContactMessagesTable } from './schema/site.js';
import type {
  RelationshipsTable,
  StaffProfilesTable,
  StaffVacationsTable,
  TeamGroupsTable,
} from './schema/teams.js';

// The tables of each area live in schema/<area>.ts; the column conventions in schema/columns.ts.
export type * from './schema/accounts.js';
export type * from './schema/audit.js';
export type * from './schema/chat.js';
export type * from './schema/drive.js';
export type * from './schema/games.js';
export type * from './schema/orders.js';
export type * from './schema/payments.js';
export type * from './schema/payouts.js';
export type * from './schema/publishing.js';
export type * from './schema/review.js';
export type * from './schema/review-versions.js';
export type * from './schema/site.js';
export type * from './schema/teams.js';

export interface Database {
  users: UsersTable;
  verifications: VerificationsTable;
  refresh_tokens: RefreshTokensTable;
  sign_ins: SignInsTable;
  audit_log: AuditLogTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  payment_sessions: PaymentSessionsTable;
  credit_entries: CreditEntriesTable;
  credit_balances: CreditBalancesTable;
  commissions: CommissionsTable;
  referral_visits: ReferralVisitsTable;
  relationships: RelationshipsTable;
  team_groups: TeamGroupsTable;
  staff_profiles: StaffProfilesTable;
  staff_vacations: StaffVacationsTable;
  company_stats: CompanyStatsTable;
  contact_messages: ContactMessagesTable;
  drive_folders: DriveFoldersTable;
  drive_files: DriveFilesTable;
  production_requests: ProductionRequestsTable;
  extension_requests: ExtensionRequestsTable;
  pass_offs: PassOffsTable;
  staff_earnings: StaffEarningsTable;
  order_events: OrderEventsTable;
  missed_deadline_checks: MissedDeadlineChecksTable;
  youtube_checks: YoutubeChecksTable;
  youtube_consents: YoutubeConsentsTable;
  youtube_consent_starts: YoutubeConsentStartsTable;
  youtube_publications: YoutubePublicationsTable;
  youtube_video_figures: YoutubeVideoFiguresTable;
  youtube_video_analytics: YoutubeVideoAnalyticsTable;
  game_partnerships: GamePartnershipsTable;
  game_boosts: GameBoostsTable;
  game_boost_videos: GameBoostVideosTable;
  game_month_closes: GameMonthClosesTable;
  game_shares: GameSharesTable;
  game_locks: GameLocksTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_emulations: ChatEmulationsTable;
  payment_mismatches: PaymentMismatchesTable;
  receipts: ReceiptsTable;
  receipt_counter: ReceiptCounterTable;
  support_threads: SupportThreadsTable;
  support_notes: SupportNotesTable;
  support_thread_tags: SupportThreadTagsTable;
  chat_mutes: ChatMutesTable;
  chat_notify_settings: ChatNotifySettingsTable;
  support_replies: SupportRepliesTable;
  payout_periods: PayoutPeriodsTable;
  payout_statements: PayoutStatementsTable;
  payout_lines: PayoutLinesTable;
  review_notes: ReviewNotesTable;
  review_note_replies: ReviewNoteRepliesTable;
  review_note_history: ReviewNoteHistoryTable;
  media_facts: MediaFactsTable;
  review_links: ReviewLinksTable;
  review_link_views: ReviewLinkViewsTable;
  guest_renditions: GuestRenditionsTable;
  review_proxies: ReviewProxiesTable;
  mail_outbox: MailOutboxTable;
}
