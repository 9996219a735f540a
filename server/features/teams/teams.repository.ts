import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Relationship, TeamRole } from '../../../common/api/teams.js';
import { teamLimits } from '../../../common/limits.js';
import type { Database, StaffProfilesTable } from '../../db/schema.js';

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

/** Columns of the users table a directory search may filter on (fixed; never from the query). */
export type SearchField = 'username_lower' | 'account_type' | 'id' | 'is_editor' | 'is_artist';

/** A directory filter: keep (or leave out) users whose field is one of the values. */
export type SearchFilter = { field: SearchField; values: ReadonlyArray<string | number> };

/** What a directory search asks for; the service builds it from whitelisted names only. */
export type SearchSpec = {
  /** Part of a username, any case; '' matches all. */
  contains: string;
  include: SearchFilter[];
  exclude: SearchFilter[];
  offset: number;
  limit: number;
};

/** Changes a profile may receive; `updated_at` is set by the repository. */
export type ProfilePatch = Partial<Omit<StaffProfilesTable, 'user_id' | 'updated_at'>>;

const teamRoles: TeamRole[] = ['Editor', 'Artist'];

const personColumns = [
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

// LIKE with '!' as the escape character: the same in SQLite and PostgreSQL, and unlike '\' it
// means nothing to either dialect's string literals.
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}

function applySearch<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  spec: SearchSpec,
): SelectQueryBuilder<Database, 'users', O> {
  let q = query.where('users.verified_at', 'is not', null);
  if (spec.contains)
    q = q.where(sql<boolean>`users.username_lower like ${likePattern(spec.contains)} escape '!'`);
  for (const f of spec.include) q = q.where(`users.${f.field}`, 'in', f.values as never);
  for (const f of spec.exclude)
    if (f.values.length > 0) q = q.where(`users.${f.field}`, 'not in', f.values as never);
  return q;
}

/** Team changes made while the team is locked (see `changeTeam`). */
export type LockedTeam = {
  /** Every (member, role) of the team. */
  memberRoles(): Promise<Array<{ member_id: string; role: TeamRole }>>;
  insertRoles(memberId: string, roles: TeamRole[]): Promise<void>;
};

/** The only place with SQL for relationships, team groups and staff profiles. */
export function teamsRepository(db: Kysely<Database>) {
  const staffQuery = () =>
    db
      .selectFrom('users')
      .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
      .select([...personColumns, ...profileColumns]);

  return {
    async findPerson(id: string): Promise<PersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('id', '=', id).executeTakeFirst();
    },

    async findPeople(ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(personColumns)
        .where('id', 'in', [...ids])
        .execute();
    },

    async admins(): Promise<PersonRow[]> {
      return db
        .selectFrom('users')
        .select(personColumns)
        .where('account_type', '=', 'Admin')
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** Every team role on the given Partners' teams, with the members' profiles. */
    async memberRoles(partnerIds: readonly string[]): Promise<MemberRoleRow[]> {
      if (partnerIds.length === 0) return [];
      const rows = await staffQuery()
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
        });
      });
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
      return staffQuery().where('users.id', 'in', others).execute();
    },

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

    /** A user with their staff profile columns (null when they have no profile row). */
    async staffRow(userId: string): Promise<StaffRow | undefined> {
      return staffQuery().where('users.id', '=', userId).executeTakeFirst();
    },

    /** Every verified Production account with its profile. */
    async allStaff(): Promise<StaffRow[]> {
      return staffQuery()
        .where('users.account_type', '=', 'Production')
        .where('users.verified_at', 'is not', null)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute();
    },

    /** How many Partners' teams each staff member is on. */
    async clientCounts(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('relationships')
        .select(['other_id'])
        .select((eb) => eb.fn.count<string | number>('user_id').distinct().as('n'))
        .where('role', 'in', teamRoles)
        .groupBy('other_id')
        .execute();
      return new Map(rows.map((r) => [r.other_id, Number(r.n)]));
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
          ...patch,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, updated_at: now }))
        .execute();
    },

    /** One page of the directory and the number of matches in all. */
    async search(spec: SearchSpec): Promise<{ rows: PersonRow[]; total: number }> {
      const rows = await applySearch(db.selectFrom('users').select(personColumns), spec)
        .orderBy('users.username_lower')
        .limit(spec.limit)
        .offset(spec.offset)
        .execute();
      const count = await applySearch(
        db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')),
        spec,
      ).executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },
  };
}

/** The teams repository's shape, for the service and tests. */
export type TeamsRepository = ReturnType<typeof teamsRepository>;
