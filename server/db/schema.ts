import type { AccountType, Plan } from '../../common/api/accounts.js';
import type { PayoutMethod, Relationship, StaffStatus } from '../../common/api/teams.js';

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

/** The tables Kysely knows about. */
export interface Database {
  users: UsersTable;
  verifications: VerificationsTable;
  refresh_tokens: RefreshTokensTable;
  relationships: RelationshipsTable;
  team_groups: TeamGroupsTable;
  staff_profiles: StaffProfilesTable;
}
