import type { AccountType, Plan } from '../../../common/api/accounts.js';
import type { ColumnType } from 'kysely';
import type { Optional } from './columns.js';

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
  /** IANA zone the user reads dates in (migration 202611251000-user-time-zone). */
  time_zone: ColumnType<string, string | undefined, string>;
  /** Stored name of the user's square picture (migration 202611280201-user-profile). */
  avatar_key: Optional<string>;
  /**
   * When every session last ended, as an ISO time in ms (migration 202612070301-sessions-ended):
   * access tokens issued before it are refused.
   */
  sessions_ended_at: Optional<string>;
}

/** A requested change of address, waiting for the link sent to the new one to be followed. */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  new_email: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerificationsTable {
  id: string;
  user_id: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A password reset link (migration 202611271002-password-resets): single use, short-lived. */
export interface PasswordResetsTable {
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
  /** Hash of the device cookie of the client that used this token (migration 202611271001-security-hardening). */
  replaced_by_device: Optional<string>;
}

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
