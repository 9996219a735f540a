import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TeamRole } from '../../../common/api/teams.js';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';
import {
  personColumns,
  staffQuery,
  teamRoles,
  type ClientRoleRow,
  type MemberRoleRow,
} from './teams-rows.js';

/** Team changes made while the team is locked (see `changeTeam`). */
export type LockedTeam = {
  /** Every (member, role) of the team. */
  memberRoles(): Promise<Array<{ member_id: string; role: TeamRole }>>;
  insertRoles(memberId: string, roles: TeamRole[]): Promise<void>;
  /** Records the change in the audit log, committed with it. */
  audit(record: AuditRecord): Promise<void>;
};

/** Team membership: who holds which role on whose team, and changes to it under a lock. */
export function teamsMemberQueries(db: Kysely<Database>) {
  return {
    /** Every team role on the given Partners' teams, with the members' profiles. */
    async memberRoles(partnerIds: readonly string[]): Promise<MemberRoleRow[]> {
      if (partnerIds.length === 0) return [];
      const rows = await staffQuery(db)
        .innerJoin('relationships', 'relationships.other_id', 'users.id')
        .select(['relationships.user_id as partner_id', 'relationships.role'])
        .where('relationships.user_id', 'in', [...partnerIds])
        .where('relationships.role', 'in', teamRoles)
        .orderBy('users.name')
        .orderBy('users.id')
        .orderBy('relationships.role', 'desc')
        .execute();
      return rows as MemberRoleRow[];
    },

    /** The Partners whose team the staff member is on, one row per role. */
    async clientRoles(staffId: string): Promise<ClientRoleRow[]> {
      const rows = await db
        .selectFrom('relationships')
        .innerJoin('users', 'users.id', 'relationships.user_id')
        .select(personColumns)
        .select('relationships.role')
        .where('relationships.other_id', '=', staffId)
        .where('relationships.role', 'in', teamRoles)
        .orderBy('users.name')
        .orderBy('users.id')
        .orderBy('relationships.role', 'desc')
        .execute();
      return rows as ClientRoleRow[];
    },

    async hasTeamRole(partnerId: string, staffId: string, role: TeamRole): Promise<boolean> {
      const row = await db
        .selectFrom('relationships')
        .select('id')
        .where('user_id', '=', partnerId)
        .where('other_id', '=', staffId)
        .where('role', '=', role)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many Partners' teams each staff member is on. */
    async clientCounts(staffIds: readonly string[]): Promise<Map<string, number>> {
      if (staffIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('relationships')
        .select(['other_id'])
        .select((eb) => eb.fn.count<string | number>('user_id').distinct().as('n'))
        .where('other_id', 'in', [...staffIds])
        .where('role', 'in', teamRoles)
        .groupBy('other_id')
        .execute();
      return new Map(rows.map((r) => [r.other_id, Number(r.n)]));
    },

    /**
     * Runs `change` with the Partner's team locked, creating or renaming the team's group first.
     * The group upsert takes the lock: in PostgreSQL it holds the group's row until commit, so
     * two Admins adding members at once are counted one after the other; SQLite runs one write
     * transaction at a time anyway.
     */
    async changeTeam<T>(
      partnerId: string,
      groupName: string,
      now: string,
      change: (team: LockedTeam) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('team_groups')
          .values({
            id: randomUUID(),
            partner_id: partnerId,
            name: groupName,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('partner_id').doUpdateSet({ name: groupName }))
          .execute();
        return change({
          async memberRoles() {
            return trx
              .selectFrom('relationships')
              .select(['other_id as member_id', 'role'])
              .where('user_id', '=', partnerId)
              .where('role', 'in', teamRoles)
              .execute() as Promise<Array<{ member_id: string; role: TeamRole }>>;
          },
          async insertRoles(memberId, roles) {
            if (roles.length === 0) return;
            await trx
              .insertInto('relationships')
              .values(
                roles.map((role) => ({
                  id: randomUUID(),
                  user_id: partnerId,
                  other_id: memberId,
                  role,
                  created_at: now,
                })),
              )
              .execute();
          },
          audit: (record) => recordAudit(trx, record),
        });
      });
    },
  };
}
