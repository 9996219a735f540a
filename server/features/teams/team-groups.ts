import type { GroupMember, TeamGroup, TeamRole } from '../../../common/api/teams.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import { foldMembers } from './team-rules.js';
import type {
  ClientRoleRow,
  GroupRow,
  MemberRoleRow,
  PersonRow,
  TeamsRepository,
} from './teams.repository.js';

/** Rows already read by a caller, so that building groups reads nothing twice. */
export type LoadedForGroups = {
  partners?: PersonRow[];
  roles?: MemberRoleRow[];
  admins?: PersonRow[];
};

function groupMember(p: PersonRow, roles: TeamRole[] = []): GroupMember {
  return { uid: p.id, name: p.name, username: p.username, accountType: p.account_type, roles };
}

/**
 * The groups with their members. A caller that has already read some of what they are built
 * from passes it in `loaded` (it must cover every group's Partner), so nothing is read twice.
 */
export async function groupRecords(
  deps: DirectoryDeps,
  groups: readonly GroupRow[],
  loaded: LoadedForGroups = {},
): Promise<TeamGroup[]> {
  if (groups.length === 0) return [];
  const { repo } = deps;
  const partnerIds = groups.map((g) => g.partner_id);
  const [partners, roles, admins] = await Promise.all([
    loaded.partners ?? repo.findPeople(partnerIds),
    loaded.roles ?? repo.memberRoles(partnerIds),
    loaded.admins ?? repo.admins(),
  ]);
  // Indexed once, so an Admin's hundreds of groups cost one pass, not one scan per group.
  const partnerById = new Map(partners.map((p) => [p.id, p]));
  const rolesByPartner = new Map<string, typeof roles>();
  for (const r of roles) {
    const list = rolesByPartner.get(r.partner_id);
    if (list) list.push(r);
    else rolesByPartner.set(r.partner_id, [r]);
  }
  const day = todayOf(deps);
  return groups.map((g) => {
    const partner = partnerById.get(g.partner_id);
    const team = foldMembers(rolesByPartner.get(g.partner_id) ?? [], day);
    const members: GroupMember[] = [
      ...(partner ? [groupMember(partner)] : []),
      ...team.map((m) => ({
        uid: m.uid,
        name: m.name,
        username: m.username,
        accountType: 'Production' as const,
        roles: m.relationship,
      })),
      ...admins.map((a) => groupMember(a)),
    ];
    return { id: g.id, name: g.name, partnerUid: g.partner_id, members };
  });
}

/** The groups a user is in; a staff member's client roles are read unless given. */
export async function groupRowsOf(
  repo: TeamsRepository,
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
