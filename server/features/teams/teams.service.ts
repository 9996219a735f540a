import { AccountType } from '../../../common/api/accounts.js';
import type {
  BlacklistFilter,
  Friendship,
  FriendshipsQuery,
  GroupMember,
  ProductionInfoQuery,
  ProductionInformation,
  SetTierRequest,
  StaffOverview,
  StaffProfile,
  StatusUpdate,
  TeamChange,
  TeamChangeResponse,
  TeamGroup,
  TeamQuery,
  TeamResponse,
  TeamRole,
  UpdateProductionInfo,
  UserDataQuery,
  UserSearchQuery,
  UserSearchResponse,
  WhitelistFilter,
  WorkQuery,
  WorkResponse,
} from '../../../common/api/teams.js';
import { teamLimits } from '../../../common/limits.js';
import { AppError } from '../../errors.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { AssignedWorkSource } from './assigned-work.js';
import {
  dayOf,
  exceedsLimit,
  foldMembers,
  groupName,
  planName,
  presenceOf,
  roleRefusal,
  staffFacts,
  staffProfile,
  teamLimitFor,
  type TeamMemberProfile,
} from './team-rules.js';
import type {
  ClientRoleRow,
  GroupRow,
  MemberRoleRow,
  PersonRow,
  SearchField,
  SearchFilter,
  StaffRow,
  TeamsRepository,
} from './teams.repository.js';

/** What the teams service needs. */
export type TeamsDeps = {
  repo: TeamsRepository;
  /** Assigned work for the scheduler, supplied by Orders. */
  work: AssignedWorkSource;
  now?: () => Date;
};

/** A Partner whose team a staff member is on, and the staff member's roles there. */
export type ClientOfStaff = {
  uid: string;
  username: string;
  name: string;
  plan: PersonRow['plan'];
  roles: TeamRole[];
};

// API column names of the directory mapped to the only columns SQL may name.
const searchColumns: Record<BlacklistFilter['column'] | WhitelistFilter['column'], SearchField> = {
  Username: 'username_lower',
  AccountType: 'account_type',
  Id: 'id',
  IsEditor: 'is_editor',
  IsArtist: 'is_artist',
};

const contactOrder: Record<string, number> = {
  Admin: 0,
  Partner: 1,
  Production: 2,
  Affiliate: 3,
};

function badFilter(field: string, message: string): AppError {
  return new AppError('invalid_input', {}, { [field]: message });
}

/** A filter's values in the column's own type; a value the column can never hold is refused. */
function toFilter(
  list: 'blacklists' | 'whitelists',
  column: keyof typeof searchColumns,
  values: ReadonlyArray<string | number | boolean>,
): SearchFilter {
  const field = searchColumns[column];
  if (field === 'is_editor' || field === 'is_artist') {
    const flags = values.map((v) =>
      v === true || v === 1 || v === '1' || v === 'true'
        ? 1
        : v === false || v === 0 || v === '0' || v === 'false'
          ? 0
          : undefined,
    );
    if (flags.some((f) => f === undefined))
      throw badFilter(list, `${column} values are true or false.`);
    return { field, values: flags as number[] };
  }
  if (values.some((v) => typeof v !== 'string'))
    throw badFilter(list, `${column} values are text.`);
  const text = values as string[];
  if (field === 'account_type' && text.some((v) => !AccountType.safeParse(v).success))
    throw badFilter(list, `AccountType values are ${AccountType.options.join(', ')}.`);
  return { field, values: field === 'username_lower' ? text.map((v) => v.toLowerCase()) : text };
}

/** Teams, staff profiles, contacts and the user directory (docs/product.md §2-§7 Comm and user). */
export function teamsService(deps: TeamsDeps) {
  const { repo } = deps;
  const now = () => (deps.now ? deps.now() : new Date());
  const today = () => dayOf(now());

  /**
   * The groups with their members. A caller that has already read some of what they are built
   * from passes it in `loaded` (it must cover every group's Partner), so nothing is read twice.
   */
  async function groupRecords(
    groups: readonly GroupRow[],
    loaded: { partners?: PersonRow[]; roles?: MemberRoleRow[]; admins?: PersonRow[] } = {},
  ): Promise<TeamGroup[]> {
    if (groups.length === 0) return [];
    const partnerIds = groups.map((g) => g.partner_id);
    const [partners, roles, admins] = await Promise.all([
      loaded.partners ?? repo.findPeople(partnerIds),
      loaded.roles ?? repo.memberRoles(partnerIds),
      loaded.admins ?? repo.admins(),
    ]);
    const person = (p: PersonRow, roles: TeamRole[] = []): GroupMember => ({
      uid: p.id,
      name: p.name,
      username: p.username,
      accountType: p.account_type,
      roles,
    });
    // Indexed once, so an Admin's hundreds of groups cost one pass, not one scan per group.
    const partnerById = new Map(partners.map((p) => [p.id, p]));
    const rolesByPartner = new Map<string, typeof roles>();
    for (const r of roles) {
      const list = rolesByPartner.get(r.partner_id);
      if (list) list.push(r);
      else rolesByPartner.set(r.partner_id, [r]);
    }
    const day = today();
    return groups.map((g) => {
      const partner = partnerById.get(g.partner_id);
      const team = foldMembers(rolesByPartner.get(g.partner_id) ?? [], day);
      const members: GroupMember[] = [
        ...(partner ? [person(partner)] : []),
        ...team.map((m) => ({
          uid: m.uid,
          name: m.name,
          username: m.username,
          accountType: 'Production' as const,
          roles: m.relationship,
        })),
        ...admins.map((a) => person(a)),
      ];
      return { id: g.id, name: g.name, partnerUid: g.partner_id, members };
    });
  }

  /** The groups a user is in; a staff member's client roles are read unless given. */
  async function groupRowsOf(
    user: PersonRow,
    clientRoles?: readonly ClientRoleRow[],
  ): Promise<GroupRow[]> {
    switch (user.account_type) {
      case 'Partner':
        return repo.groupsOfPartners([user.id]);
      case 'Production': {
        const clients = clientRoles ?? (await repo.clientRoles(user.id));
        return repo.groupsOfPartners([...new Set(clients.map((c) => c.id))]);
      }
      case 'Admin':
        return repo.allGroups();
      default:
        return [];
    }
  }

  const directory = {
    /** The members of a Partner's team with their roles, speeds, status and tier. */
    async teamOf(partnerId: string): Promise<TeamMemberProfile[]> {
      return foldMembers(await repo.memberRoles([partnerId]), today());
    },

    /** True when the staff member is on the Partner's team (in `role`, when given). */
    async isOnTeam(partnerId: string, staffId: string, role?: TeamRole): Promise<boolean> {
      if (role) return repo.hasTeamRole(partnerId, staffId, role);
      const roles = await repo.relationshipsBetween(partnerId, staffId);
      return roles.some((r) => r === 'Editor' || r === 'Artist');
    },

    /** The Partners whose team the staff member is on, with the staff member's roles. */
    async clientsOf(staffId: string): Promise<ClientOfStaff[]> {
      return groupBy(await repo.clientRoles(staffId)).map(([client, ...more]) => ({
        uid: client.id,
        username: client.username,
        name: client.name,
        plan: client.plan,
        roles: [client.role, ...more.map((r) => r.role)],
      }));
    },

    /** True when the staff member takes new work at `at`: status Available and not on vacation. */
    async isAvailable(staffId: string, at: Date = now()): Promise<boolean> {
      const row = await repo.staffRow(staffId);
      if (!row || row.account_type !== 'Production') return false;
      return presenceOf(row, dayOf(at)).status === 'Available';
    },

    /** A staff member's profile (roles, speeds, status, tier), or undefined for anyone else. */
    async staffProfileOf(staffId: string): Promise<StaffProfile | undefined> {
      const row = await repo.staffRow(staffId);
      if (!row || row.account_type !== 'Production') return undefined;
      return staffProfile(row, today());
    },

    /** The group chat of a Partner's team, or null before the team was first built. */
    async groupOf(partnerId: string): Promise<TeamGroup | null> {
      const [group] = await groupRecords(await repo.groupsOfPartners([partnerId]));
      return group ?? null;
    },

    /** A group chat by its id, with its members. */
    async groupById(groupId: string): Promise<TeamGroup | null> {
      const row = await repo.groupById(groupId);
      if (!row) return null;
      const [group] = await groupRecords([row]);
      return group ?? null;
    },

    /** The groups a user is in: a Partner's own, a staff member's clients', every one for an Admin. */
    async groupsOf(userId: string): Promise<TeamGroup[]> {
      const user = await repo.findPerson(userId);
      if (!user) return [];
      return groupRecords(await groupRowsOf(user));
    },

    /**
     * A user's contact list (docs/product.md §3, §6): themselves, their groups, every Admin, their team
     * (a Partner) or clients (staff), and their plain contacts.
     */
    async contactsOf(userId: string): Promise<Friendship[]> {
      const me = await repo.staffRow(userId);
      if (!me) throw new AppError('not_found');
      const day = today();
      const entries = new Map<string, Friendship>();
      const add = (entry: Friendship) => {
        const existing = entries.get(entry.uid);
        if (!existing) entries.set(entry.uid, entry);
        else
          for (const r of entry.relationship)
            if (!existing.relationship.includes(r)) existing.relationship.push(r);
      };
      const personEntry = (row: StaffRow, relationship: string[]): Friendship => ({
        uid: row.id,
        name: row.name,
        username: row.username,
        accountType: row.account_type,
        relationship,
        self: row.id === me.id,
        ...(row.account_type === 'Production' ? { staff: staffFacts(row, day) } : {}),
      });

      // Read once: the groups are built from the same team, client and Admin rows as the people.
      const [team, clients, admins, contacts] = await Promise.all([
        me.account_type === 'Partner' ? repo.memberRoles([me.id]) : [],
        me.account_type === 'Production' ? repo.clientRoles(me.id) : [],
        repo.admins(),
        repo.contacts(me.id),
      ]);
      const groups = await groupRecords(
        await groupRowsOf(me, clients),
        // A Partner's only group is their own team's.
        me.account_type === 'Partner' ? { partners: [me], roles: team, admins } : { admins },
      );

      add(personEntry(me, ['Default']));
      for (const group of groups)
        add({
          uid: group.id,
          name: group.name,
          username: null,
          accountType: 'Group',
          relationship: ['Group'],
          self: false,
          members: group.members,
        });
      for (const rows of groupBy(team))
        add(
          personEntry(
            rows[0],
            rows.map((r) => r.role),
          ),
        );
      for (const rows of groupBy(clients))
        add(
          personEntry(
            asStaffRow(rows[0]),
            rows.map((r) => r.role),
          ),
        );
      for (const admin of admins) add(personEntry(asStaffRow(admin), ['Default']));
      for (const contact of contacts) add(personEntry(contact, ['Default']));

      const [self, ...rest] = [...entries.values()];
      const groupEntries = rest.filter((e) => e.accountType === 'Group');
      const people = rest
        .filter((e) => e.accountType !== 'Group')
        .sort(
          (a, b) =>
            (contactOrder[a.accountType] ?? 9) - (contactOrder[b.accountType] ?? 9) ||
            a.name.localeCompare(b.name),
        );
      return [...(self ? [self] : []), ...groupEntries, ...people];
    },
  };

  async function requireTeamReader(who: Principal, partnerId: string): Promise<void> {
    if (isAdmin(who)) return;
    if (who.accountType === 'Partner' && who.uid === partnerId) return;
    if (who.accountType === 'Production' && (await directory.isOnTeam(partnerId, who.uid))) return;
    throw new AppError('forbidden');
  }

  async function productionInfo(uid: string): Promise<ProductionInformation> {
    const row = await repo.staffRow(uid);
    if (!row) throw new AppError('unauthorized');
    return {
      PayPal: row.paypal,
      Paysend: row.paysend,
      PayoutMethod: row.payout_method,
      IsEditor: row.is_editor === 1,
      IsArtist: row.is_artist === 1,
      EditSpeed: row.edit_speed_days,
      ThumbnailSpeed: row.thumbnail_speed_days,
      Tier: row.tier ?? teamLimits.defaultTier,
    };
  }

  async function search(who: Principal, q: UserSearchQuery): Promise<UserSearchResponse> {
    requireAccountType(who, 'Admin', 'Production');
    const include = (q.whitelists ?? []).map((f) => toFilter('whitelists', f.column, f.values));
    const exclude = (q.blacklists ?? []).map((f) => toFilter('blacklists', f.column, f.values));
    // docs/product.md §6: staff may list Partners, and nobody else.
    if (who.accountType === 'Production')
      include.push({ field: 'account_type', values: ['Partner'] });
    const empty = { rows: [], page: q.page, count: q.count, total: 0, pages: 1 };
    // A whitelist with no values keeps nobody.
    if (include.some((f) => f.values.length === 0)) return empty;
    const { rows, total } = await repo.search({
      contains: q.value.trim(),
      include,
      exclude,
      offset: (q.page - 1) * q.count,
      limit: q.count,
    });
    return {
      rows: rows.map((r) => ({
        Id: r.id,
        Username: r.username,
        Name: r.name,
        AccountType: r.account_type,
        IsEditor: r.is_editor === 1,
        IsArtist: r.is_artist === 1,
      })),
      page: q.page,
      count: q.count,
      total,
      pages: Math.max(1, Math.ceil(total / q.count)),
    };
  }

  return {
    ...directory,

    /** GET /api/comm/team: a Partner's own team, a staff member's client's team, any for an Admin. */
    async team(who: Principal, query: TeamQuery): Promise<TeamResponse> {
      const partnerId = query.uid ?? (who.accountType === 'Partner' ? who.uid : undefined);
      if (!partnerId)
        throw new AppError('invalid_input', {}, { uid: 'Name the Partner whose team to show.' });
      await requireTeamReader(who, partnerId);
      const partner = await repo.findPerson(partnerId);
      if (!partner) throw new AppError('not_found');
      if (partner.account_type !== 'Partner') throw new AppError('not_a_partner');
      // The team's roles are read once, for the member list and for the group's members.
      const [roles, groupRows] = await Promise.all([
        repo.memberRoles([partner.id]),
        repo.groupsOfPartners([partner.id]),
      ]);
      const members = foldMembers(roles, today());
      const [group = null] = await groupRecords(groupRows, { partners: [partner], roles });
      return {
        partner: {
          uid: partner.id,
          username: partner.username,
          name: partner.name,
          plan: partner.plan,
        },
        limit: teamLimitFor(partner.plan),
        // The pay tier is between the agency and the staff member, not the Partner's business.
        members: members.map(({ tier: _tier, ...member }) => member),
        group,
      };
    },

    /**
     * PUT /api/comm/team (Admin): gives uid2 the listed roles on Partner uid1's team within the
     * plan's limit (editors must be isEditor, artists isArtist), or makes two users contacts.
     */
    async addToTeam(who: Principal, change: TeamChange): Promise<TeamChangeResponse> {
      requireAccountType(who, 'Admin');
      const [a, b] = await Promise.all([
        repo.findPerson(change.uid1),
        repo.findPerson(change.uid2),
      ]);
      if (!a || !b) throw new AppError('not_found');
      const at = now().toISOString();
      if (change.relationship.includes('Default')) {
        await repo.addContact(a.id, b.id, at);
        return { ok: true, relationship: await repo.relationshipsBetween(a.id, b.id) };
      }
      if (a.account_type !== 'Partner') throw new AppError('not_a_partner');
      if (b.verified_at === null)
        throw new AppError('invalid_input', {}, { uid2: 'This account is not verified yet.' });
      const roles = [...new Set(change.relationship)] as TeamRole[];
      for (const role of roles) {
        const refusal = roleRefusal(role, b);
        if (refusal) throw new AppError(refusal, { name: b.username });
      }
      const limit = teamLimitFor(a.plan);
      await repo.changeTeam(a.id, groupName(a), at, async (team) => {
        const current = await team.memberRoles();
        const memberIds = new Set(current.map((m) => m.member_id));
        const held = new Set(current.filter((m) => m.member_id === b.id).map((m) => m.role));
        const missing = roles.filter((r) => !held.has(r));
        if (missing.length === 0) return;
        if (exceedsLimit(memberIds, b.id, limit))
          throw new AppError('team_full', { plan: planName(a.plan), limit });
        await team.insertRoles(b.id, missing);
      });
      return { ok: true, relationship: await repo.relationshipsBetween(a.id, b.id) };
    },

    /** DELETE /api/comm/team (Admin): removes the listed relationships; absent ones are fine. */
    async removeFromTeam(who: Principal, change: TeamChange): Promise<TeamChangeResponse> {
      requireAccountType(who, 'Admin');
      const [a, b] = await Promise.all([
        repo.findPerson(change.uid1),
        repo.findPerson(change.uid2),
      ]);
      if (!a || !b) throw new AppError('not_found');
      await repo.deleteRelationships(a.id, b.id, change.relationship);
      return { ok: true, relationship: await repo.relationshipsBetween(a.id, b.id) };
    },

    /** GET /api/comm/friendships: one's own contacts, or (Admin) those of the named user. */
    async friendships(who: Principal, query: FriendshipsQuery): Promise<Friendship[]> {
      const uid = query.uid ?? who.uid;
      if (uid !== who.uid) requireAccountType(who, 'Admin');
      return directory.contactsOf(uid);
    },

    /** GET /api/user/data: the directory search, or one's own production information. */
    async userData(
      who: Principal,
      query: UserDataQuery,
    ): Promise<UserSearchResponse | ProductionInformation> {
      if (query.method === 'search') return search(who, query);
      requireAccountType(who, 'Production');
      return productionInfo(who.uid);
    },

    /**
     * POST /api/user/data?method=id&db=productioninformation: a staff member changes one of their
     * own payout settings. The first account saved becomes the payout method.
     */
    async updateProductionInfo(
      who: Principal,
      _query: ProductionInfoQuery,
      body: UpdateProductionInfo,
    ): Promise<ProductionInformation> {
      requireAccountType(who, 'Production');
      const uid = Array.isArray(body.values) ? body.values[0] : body.values;
      if (uid !== who.uid) throw new AppError('forbidden');
      const row = await repo.staffRow(who.uid);
      if (!row) throw new AppError('unauthorized');
      const at = now().toISOString();
      if (body.columnName === 'PayoutMethod') {
        const method = body.newValue === 'Paysend' ? 'Paysend' : 'PayPal';
        const account = method === 'PayPal' ? row.paypal : row.paysend;
        if (!account) throw new AppError('payout_account_missing', { method });
        await repo.upsertProfile(who.uid, { payout_method: method }, at);
      } else {
        const column = body.columnName === 'PayPal' ? 'paypal' : 'paysend';
        await repo.upsertProfile(
          who.uid,
          {
            [column]: body.newValue,
            ...(row.payout_method === null ? { payout_method: body.columnName } : {}),
          },
          at,
        );
      }
      return productionInfo(who.uid);
    },

    /** GET /api/staff/me: the signed-in staff member's profile. */
    async myStaffProfile(who: Principal): Promise<StaffProfile> {
      requireAccountType(who, 'Production');
      const profile = await directory.staffProfileOf(who.uid);
      if (!profile) throw new AppError('unauthorized');
      return profile;
    },

    /** PUT /api/staff/status: Available, Busy (optional link) or a vacation ending today or later. */
    async setStatus(who: Principal, update: StatusUpdate): Promise<StaffProfile> {
      requireAccountType(who, 'Production');
      const cleared = {
        busy_link: null,
        busy_title: null,
        vacation_start: null,
        vacation_end: null,
      };
      const at = now().toISOString();
      if (update.status === 'Vacation') {
        if (!update.start || !update.end) throw new AppError('form_incomplete');
        if (update.end < today())
          throw new AppError('invalid_input', {}, { end: 'The vacation must end today or later.' });
        await repo.upsertProfile(
          who.uid,
          {
            ...cleared,
            status: 'Vacation',
            vacation_start: update.start,
            vacation_end: update.end,
          },
          at,
        );
      } else if (update.status === 'Busy') {
        await repo.upsertProfile(
          who.uid,
          {
            ...cleared,
            status: 'Busy',
            busy_link: update.link ?? null,
            busy_title: update.title ?? null,
          },
          at,
        );
      } else {
        await repo.upsertProfile(who.uid, { ...cleared, status: 'Available' }, at);
      }
      const profile = await directory.staffProfileOf(who.uid);
      if (!profile) throw new AppError('unauthorized');
      return profile;
    },

    /** GET /api/staff/work: one's own assigned work by due day; an Admin names the staff member. */
    async work(who: Principal, query: WorkQuery): Promise<WorkResponse> {
      requireAccountType(who, 'Production', 'Admin');
      const uid = query.uid ?? (who.accountType === 'Production' ? who.uid : undefined);
      if (!uid) throw new AppError('invalid_input', {}, { uid: 'Name the staff member.' });
      if (uid !== who.uid) requireAccountType(who, 'Admin');
      return { items: await deps.work.itemsFor(uid, query.from, query.to) };
    },

    /** GET /api/staff (Admin): every staff member's status, clients and open work. */
    async staffOverview(who: Principal): Promise<StaffOverview> {
      requireAccountType(who, 'Admin');
      const rows = await repo.allStaff();
      const [clients, open] = await Promise.all([
        repo.clientCounts(),
        deps.work.openCounts(rows.map((r) => r.id)),
      ]);
      const day = today();
      return {
        staff: rows.map((row) => ({
          ...staffProfile(row, day),
          clients: clients.get(row.id) ?? 0,
          openWork: open.get(row.id) ?? 0,
        })),
      };
    },

    /** PUT /api/staff/tier (Admin): sets a staff member's pay tier (docs/product.md §9). */
    async setTier(who: Principal, body: SetTierRequest): Promise<void> {
      requireAccountType(who, 'Admin');
      const person = await repo.findPerson(body.uid);
      if (!person || person.account_type !== 'Production') throw new AppError('not_found');
      await repo.upsertProfile(person.id, { tier: body.tier }, now().toISOString());
    },
  };
}

/** The teams service's shape, for routes, tests and the services that read teams. */
export type TeamsService = ReturnType<typeof teamsService>;

/**
 * The plain functions other services (Orders, Chat) use: team membership, clients, availability,
 * staff profiles, groups and contact lists. No permission checks: callers have done theirs.
 */
export type TeamsDirectory = Pick<
  TeamsService,
  | 'teamOf'
  | 'isOnTeam'
  | 'clientsOf'
  | 'isAvailable'
  | 'staffProfileOf'
  | 'groupOf'
  | 'groupById'
  | 'groupsOf'
  | 'contactsOf'
>;

function groupBy<R extends { id: string }>(rows: readonly R[]): Array<[R, ...R[]]> {
  const groups = new Map<string, [R, ...R[]]>();
  for (const row of rows) {
    const group = groups.get(row.id);
    if (group) group.push(row);
    else groups.set(row.id, [row]);
  }
  return [...groups.values()];
}

function asStaffRow(row: PersonRow): StaffRow {
  return {
    ...row,
    status: null,
    busy_link: null,
    busy_title: null,
    vacation_start: null,
    vacation_end: null,
    tier: null,
    payout_method: null,
    paypal: null,
    paysend: null,
  };
}
