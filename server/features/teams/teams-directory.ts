import type { StaffProfile, TeamGroup, TeamRole } from '../../../common/api/teams.js';
import { contactsOf } from './contacts.js';
import { groupRecords, groupRowsOf } from './team-groups.js';
import {
  dayOf,
  foldMembers,
  groupBy,
  presenceOf,
  staffProfile,
  type TeamMemberProfile,
} from './team-rules.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import type { PersonRow } from './teams.repository.js';

// The lookups other features (Orders, Chat) make of teams. No permission checks: callers have
// done theirs.

/** A Partner whose team a staff member is on, and the staff member's roles there. */
export type ClientOfStaff = {
  uid: string;
  username: string;
  name: string;
  plan: PersonRow['plan'];
  roles: TeamRole[];
};

/** The members of a Partner's team with their roles, speeds, status and tier. */
export async function teamOf(deps: DirectoryDeps, partnerId: string): Promise<TeamMemberProfile[]> {
  return foldMembers(await deps.repo.memberRoles([partnerId]), todayOf(deps));
}

/** True when the staff member is on the Partner's team (in `role`, when given). */
export async function isOnTeam(
  deps: DirectoryDeps,
  partnerId: string,
  staffId: string,
  role?: TeamRole,
): Promise<boolean> {
  if (role) return deps.repo.hasTeamRole(partnerId, staffId, role);
  const roles = await deps.repo.relationshipsBetween(partnerId, staffId);
  return roles.some((r) => r === 'Editor' || r === 'Artist');
}

/** The Partners whose team the staff member is on, with the staff member's roles. */
export async function clientsOf(deps: DirectoryDeps, staffId: string): Promise<ClientOfStaff[]> {
  return groupBy(await deps.repo.clientRoles(staffId)).map(([client, ...more]) => ({
    uid: client.id,
    username: client.username,
    name: client.name,
    plan: client.plan,
    roles: [client.role, ...more.map((r) => r.role)],
  }));
}

/** True when the staff member takes new work at `at`: status Available and not on vacation. */
export async function isAvailable(
  deps: DirectoryDeps,
  staffId: string,
  at: Date = deps.now(),
): Promise<boolean> {
  const row = await deps.repo.staffRow(staffId);
  if (!row || row.account_type !== 'Production') return false;
  return presenceOf(row, dayOf(at)).status === 'Available';
}

/** Every staff member's presence on the UTC day of `at`: status and any booked vacation. */
export async function staffPresence(
  deps: DirectoryDeps,
  at: Date = deps.now(),
): Promise<Array<{ uid: string } & ReturnType<typeof presenceOf>>> {
  const day = dayOf(at);
  return (await deps.repo.allStaff()).map((row) => ({ uid: row.id, ...presenceOf(row, day) }));
}

/** A staff member's profile (roles, speeds, status, tier), or undefined for anyone else. */
export async function staffProfileOf(
  deps: DirectoryDeps,
  staffId: string,
): Promise<StaffProfile | undefined> {
  const row = await deps.repo.staffRow(staffId);
  if (!row || row.account_type !== 'Production') return undefined;
  return staffProfile(row, todayOf(deps));
}

/** The group chat of a Partner's team, or null before the team was first built. */
export async function groupOf(deps: DirectoryDeps, partnerId: string): Promise<TeamGroup | null> {
  const [group] = await groupRecords(deps, await deps.repo.groupsOfPartners([partnerId]));
  return group ?? null;
}

/** A group chat by its id, with its members. */
export async function groupById(deps: DirectoryDeps, groupId: string): Promise<TeamGroup | null> {
  const row = await deps.repo.groupById(groupId);
  if (!row) return null;
  const [group] = await groupRecords(deps, [row]);
  return group ?? null;
}

/** The groups a user is in: a Partner's own, a staff member's clients', every one for an Admin. */
export async function groupsOf(deps: DirectoryDeps, userId: string): Promise<TeamGroup[]> {
  const user = await deps.repo.findPerson(userId);
  if (!user) return [];
  return groupRecords(deps, await groupRowsOf(deps.repo, user));
}

/**
 * The plain lookups other features use: team membership, clients, availability, staff profiles,
 * groups and contact lists, each described at its function above (contactsOf in contacts.ts).
 */
export function teamsDirectory(deps: DirectoryDeps) {
  return {
    teamOf: (partnerId: string) => teamOf(deps, partnerId),
    isOnTeam: (partnerId: string, staffId: string, role?: TeamRole) =>
      isOnTeam(deps, partnerId, staffId, role),
    clientsOf: (staffId: string) => clientsOf(deps, staffId),
    isAvailable: (staffId: string, at?: Date) => isAvailable(deps, staffId, at),
    staffProfileOf: (staffId: string) => staffProfileOf(deps, staffId),
    staffPresence: (at?: Date) => staffPresence(deps, at),
    groupOf: (partnerId: string) => groupOf(deps, partnerId),
    groupById: (groupId: string) => groupById(deps, groupId),
    groupsOf: (userId: string) => groupsOf(deps, userId),
    contactsOf: (userId: string) => contactsOf(deps, userId),
  };
}

/** The teams directory's shape, for the features that read teams. */
export type TeamsDirectory = ReturnType<typeof teamsDirectory>;
