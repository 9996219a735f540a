import { sql, type Kysely } from 'kysely';
import type { CursorKey } from '../../../common/api/paging.js';
import type { StaffSort, StaffStatus } from '../../../common/api/teams.js';
import { teamLimits } from '../../../common/limits.js';
import { afterKey } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import { likePattern } from './teams-people.repository.js';
import { staffQuery, type ProfilePatch, type StaffRow } from './teams-rows.js';

/** What one page of the staff overview asks for. */
export type StaffPageSpec = {
  /** Part of a username or name, any case. */
  contains?: string;
  status?: StaffStatus;
  /** Only these staff members. */
  uids?: readonly string[];
  sort: StaffSort;
  after?: CursorKey;
  limit: number;
};

/** The ORDER BY of each sort, the unique id last; a cursor holds the same values. */
export const staffSortColumns: Record<StaffSort, [string, string]> = {
  name: ['users.name', 'users.id'],
  username: ['users.username_lower', 'users.id'],
};

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

    /**
     * One page of the staff overview, filtered and ordered in SQL: `limit + 1` rows after the
     * cursor's key, so the caller can tell whether another page follows.
     */
    async staffPage(page: StaffPageSpec): Promise<StaffRow[]> {
      const [sortColumn] = staffSortColumns[page.sort];
      let q = staffQuery(db)
        .where('users.account_type', '=', 'Production')
        .where('users.verified_at', 'is not', null);
      if (page.contains) {
        const pattern = likePattern(page.contains);
        q = q.where(
          sql<boolean>`(users.username_lower like ${pattern} escape '!' or lower(users.name) like ${pattern} escape '!')`,
        );
      }
      // No profile row yet reads as Available (the profile's default).
      if (page.status)
        q = q.where(sql<boolean>`coalesce(staff_profiles.status, 'Available') = ${page.status}`);
      if (page.uids) q = q.where('users.id', 'in', page.uids);
      if (page.after) q = q.where(afterKey(staffSortColumns[page.sort], page.after));
      return q
        .orderBy(sql.ref(sortColumn))
        .orderBy('users.id')
        .limit(page.limit + 1)
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
