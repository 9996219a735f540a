import type { PayoutMethod, Relationship, StaffStatus } from '../../../common/api/teams.js';
import type { Optional } from './columns.js';

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
  /** Who last set the status (the staff member or an Admin) and when; null before any change. */
  status_set_by: string | null;
  status_set_at: string | null;
  /** Why an Admin set the status (Busy only); cleared by any other change. */
  status_reason: Optional<string>;
  updated_at: string;
}

/** One booked vacation range; cancelled ones stay as history. */
export interface StaffVacationsTable {
  id: string;
  staff_id: string;
  /** `YYYY-MM-DD`, first and last day. */
  start_day: string;
  end_day: string;
  booked_by: string | null;
  booked_at: string;
  cancelled_by: string | null;
  cancelled_at: string | null;
  /** Who ended it early and when; its end_day is then the day it was ended. */
  ended_by: Optional<string>;
  ended_at: Optional<string>;
}
