import type { ColumnType } from 'kysely';
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
  drive_folders: DriveFoldersTable;
  drive_files: DriveFilesTable;
}
