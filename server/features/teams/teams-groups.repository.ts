import type { Kysely } from 'kysely';
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

    async groupById(id: string): Promise<GroupRow | undefined> {
      return db
        .selectFrom('team_groups')
        .select(['id', 'partner_id', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
