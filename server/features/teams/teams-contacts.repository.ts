import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Relationship, TeamRole } from '../../../common/api/teams.js';
import type { Database } from '../../db/schema.js';
import { staffQuery, type StaffRow } from './teams-rows.js';

/** Relationships between two users, and plain contacts. */
export function teamsContactQueries(db: Kysely<Database>) {
  return {
    /** Stored relationships from `userId` to `otherId` (a contact is stored once, either way). */
    async relationshipsBetween(userId: string, otherId: string): Promise<Relationship[]> {
      const rows = await db
        .selectFrom('relationships')
        .select('role')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('other_id', '=', otherId)]),
            eb.and([
              eb('user_id', '=', otherId),
              eb('other_id', '=', userId),
              eb('role', '=', 'Default'),
            ]),
          ]),
        )
        .execute();
      return rows.map((r) => r.role);
    },

    /** Makes two users plain contacts; nothing happens when they already are. */
    async addContact(a: string, b: string, now: string): Promise<void> {
      const [first, second] = a < b ? [a, b] : [b, a];
      await db
        .insertInto('relationships')
        .values({
          id: randomUUID(),
          user_id: first,
          other_id: second,
          role: 'Default',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'other_id', 'role']).doNothing())
        .execute();
    },

    /** Deletes the listed relationships between two users; answers how many went. */
    async deleteRelationships(
      userId: string,
      otherId: string,
      roles: readonly Relationship[],
    ): Promise<number> {
      const team = roles.filter((r): r is TeamRole => r !== 'Default');
      let removed = 0;
      if (team.length > 0) {
        const result = await db
          .deleteFrom('relationships')
          .where('user_id', '=', userId)
          .where('other_id', '=', otherId)
          .where('role', 'in', team)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      if (roles.includes('Default')) {
        const [first, second] = userId < otherId ? [userId, otherId] : [otherId, userId];
        const result = await db
          .deleteFrom('relationships')
          .where('user_id', '=', first)
          .where('other_id', '=', second)
          .where('role', '=', 'Default')
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** The plain contacts of a user, with their profiles. */
    async contacts(userId: string): Promise<StaffRow[]> {
      const ids = await db
        .selectFrom('relationships')
        .select(['user_id', 'other_id'])
        .where('role', '=', 'Default')
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('other_id', '=', userId)]))
        .execute();
      const others = ids.map((r) => (r.user_id === userId ? r.other_id : r.user_id));
      if (others.length === 0) return [];
      return staffQuery(db).where('users.id', 'in', others).execute();
    },
  };
}
