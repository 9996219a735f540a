import type { AccountType, Plan } from '../../common/api/accounts.js';

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

/** The tables Kysely knows about. */
export interface Database {
  users: UsersTable;
  verifications: VerificationsTable;
  refresh_tokens: RefreshTokensTable;
  company_stats: CompanyStatsTable;
  contact_messages: ContactMessagesTable;
}
