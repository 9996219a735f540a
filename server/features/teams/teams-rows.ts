import { avatarUrlOf } from '../../../common/api/accounts.js';
import type { Kysely, Selectable } from 'kysely';
import type { TeamRole } from '../../../common/api/teams.js';
import type { Database, StaffProfilesTable } from '../../db/schema.js';

// The rows the teams repositories answer with, and the columns they select.

/** The parts of an account the teams feature reads. */
export type PersonRow = {
  id: string;
  username: string;
  name: string;
  account_type: Database['users']['account_type'];
  plan: Database['users']['plan'];
  is_editor: number;
  is_artist: number;
  edit_speed_days: number | null;
  thumbnail_speed_days: number | null;
  verified_at: string | null;
  /** The key of the user's picture, when they uploaded one. */
  avatar_key: string | null;
};

/** A staff member's account joined with their profile; profile columns are null without a row. */
export type StaffRow = PersonRow & {
  status: StaffProfilesTable['status'] | null;
  busy_link: string | null;
  busy_title: string | null;
  vacation_start: string | null;
  vacation_end: string | null;
  tier: number | null;
  payout_method: StaffProfilesTable['payout_method'];
  paypal: string | null;
  paysend: string | null;
};

/** A team role of a staff member on a Partner's team. */
export type MemberRoleRow = StaffRow & { partner_id: string; role: TeamRole };

/** A Partner whose team a staff member is on, with the staff member's role. */
export type ClientRoleRow = PersonRow & { role: TeamRole };

/** A team's group chat record. */
export type GroupRow = { id: string; partner_id: string; name: string };

/** Changes a profile may receive; `updated_at` is set by the repository. */
export type ProfilePatch = Partial<Omit<Selectable<StaffProfilesTable>, 'user_id' | 'updated_at'>>;

/** The relationship roles that make a staff member part of a Partner's team. */
export const teamRoles: TeamRole[] = ['Editor', 'Artist'];

export const personColumns = [
  'users.id',
  'users.username',
  'users.name',
  'users.account_type',
  'users.plan',
  'users.is_editor',
  'users.is_artist',
  'users.edit_speed_days',
  'users.thumbnail_speed_days',
  'users.verified_at',
  'users.avatar_key',
] as const;

const profileColumns = [
  'staff_profiles.status',
  'staff_profiles.busy_link',
  'staff_profiles.busy_title',
  'staff_profiles.vacation_start',
  'staff_profiles.vacation_end',
  'staff_profiles.tier',
  'staff_profiles.payout_method',
  'staff_profiles.paypal',
  'staff_profiles.paysend',
] as const;

/** Users with their staff profile columns, ready for more conditions; answers StaffRow. */
export function staffQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
    .select([...personColumns, ...profileColumns]);
}

/** Where a person's picture is served, or null when they have none (optional in list payloads). */
export function avatarOfRow(row: Pick<PersonRow, 'id' | 'avatar_key'>): string | null {
  return row.avatar_key ? avatarUrlOf(row.id, row.avatar_key) : null;
}
