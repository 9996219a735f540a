import type { Kysely } from 'kysely';
import { teamLimits } from '../../../common/limits.js';
import type { Database } from '../../db/schema.js';
import { staffQuery, type ProfilePatch, type StaffRow } from './teams-rows.js';

/** Staff members' profiles: status, vacation, tier and payout settings. */
export function teamsProfileQueries(db: Kysely<Database>) {
  return {
    /** A user with their staff profile columns (null when they have no profile row). */
    async staffRow(userId: string): Promise<StaffRow | undefined> {
      return staffQuery(db).where('users.id', '=', userId).executeTakeFirst();
    },

    /** Every verified Production account with its profile. */
    async allStaff(): Promise<StaffRow[]> {
      return staffQuery(db)
        .where('users.account_type', '=', 'Production')
        .where('users.verified_at', 'is not', null)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute();
    },

    /** Creates the profile with its defaults if missing, then applies the patch. */
    async upsertProfile(userId: string, patch: ProfilePatch, now: string): Promise<void> {
      await db
        .insertInto('staff_profiles')
        .values({
          user_id: userId,
          status: 'Available',
          busy_link: null,
          busy_title: null,
          vacation_start: null,
          vacation_end: null,
          tier: teamLimits.defaultTier,
          payout_method: null,
          paypal: null,
          paysend: null,
          status_set_by: null,
          status_set_at: null,
          ...patch,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
        .execute();
    },
  };
}
