import type { PayoutMethod, Relationship, StaffStatus } from '../../../common/api/teams.js';

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
