import type { Kysely } from 'kysely';
import type { CursorKey } from '../../../common/api/paging.js';
import { afterKey } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import type { GroupRow } from './teams-rows.js';

/** Teams' group chat records. */
export function teamsGroupQueries(db: Kysely<Database>) {
  return {
    async groupsOfPartners(partnerIds: readonly string[]): Promise<GroupRow[]> {
      if (partnerIds.length === 0) return [];
      return db
        .selectFrom('team_groups')
        .select(['id', 'partner_id', 'name'])
        .where('partner_id', 'in', [...partnerIds])
        .orderBy('name')
        .execute();
    },

    async allGroups(): Promise<GroupRow[]> {
      return db
        .selectFrom('team_groups')
        .select(['id', 'partner_id', 'name'])
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Groups in name order after `after` (a name and an id), at most `limit`. */
    async groupsPage(after: CursorKey | undefined, limit: number): Promise<GroupRow[]> {
      let q = db.selectFrom('team_groups').select(['id', 'partner_id', 'name']);
      if (after) q = q.where(afterKey(['name', 'id'], after));
      return q.orderBy('name').orderBy('id').limit(limit).execute();
    },

    async groupById(id: string): Promise<GroupRow | undefined> {
      return db
        .selectFrom('team_groups')
        .select(['id', 'partner_id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
