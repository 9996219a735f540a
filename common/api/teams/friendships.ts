import { z } from 'zod/mini';
import { pagingLimits as P } from '../../limits.js';
import { CursorParam, LimitParam } from '../paging.js';
import { Uid } from './inputs.js';
import { ContactType, GroupMember, StaffFacts, TeamRole, type TeamMember } from './members.js';

/** A contact of the signed-in user (docs/product.md §3 Contact/friend and Friendship record). */
export const Friendship = z.object({
  /** The user's uid, or the group's id. */
  uid: z.string(),
  name: z.string(),
  /** Null for a group. */
  username: z.nullable(z.string()),
  accountType: ContactType,
  /**
   * The relationship to the viewer: a team member's roles on the viewer's team, the viewer's roles
   * on a Partner's team, `Group` for a group, `Default` for anyone else (self, Admins, contacts).
   */
  relationship: z.array(z.string()),
  /** True for the viewer's own entry. */
  self: z.boolean(),
  /** Where the person's picture is served; null or absent without one (and for groups). */
  avatarUrl: z.optional(z.nullable(z.string())),
  /** Groups only, and only where the server lists them with their members (not this route). */
  members: z.optional(z.array(GroupMember)),
  /** Production entries: their roles, speeds and availability. */
  staff: z.optional(StaffFacts),
});
export type Friendship = z.infer<typeof Friendship>;

/**
 * Query of GET /api/comm/friendships: an Admin may name the (emulated) client. Groups are paged
 * (decision 028): at most `limit` groups (`pagingLimits.groupsDefault` without it, at most
 * `groupsMax`) in name order; the answer's `x-next-cursor` header, when present, is the
 * `cursor` of the next page, which holds only further groups. Groups come without `members`
 * (GET /api/comm/group/members has them).
 */
export const FriendshipsQuery = z.object({
  uid: z.optional(Uid),
  limit: LimitParam(P.groupsDefault, P.groupsMax),
  cursor: z.optional(CursorParam(2)),
});
export type FriendshipsQuery = z.infer<typeof FriendshipsQuery>;

/** One entry of the Team Builder's view of a friendship list (docs/product.md §3 rules). */
export type TeamBuilderEntry = Omit<Friendship, 'accountType'> & {
  accountType: Exclude<ContactType, 'Production' | 'Group'> | TeamRole;
};

/**
 * docs/product.md §3 rules for a friendship list shown by the Team Builder: group entries are dropped,
 * entries whose first relationship is Default are skipped, and Production entries expand into
 * one entry per relationship value (its accountType becoming that value, Editor or Artist).
 */
export function teamBuilderEntries(list: readonly Friendship[]): TeamBuilderEntry[] {
  const entries: TeamBuilderEntry[] = [];
  for (const entry of list) {
    if (entry.accountType === 'Group') continue;
    if (entry.relationship[0] === 'Default') continue;
    if (entry.accountType === 'Production') {
      for (const value of entry.relationship) {
        const role = TeamRole.safeParse(value);
        if (role.success) entries.push({ ...entry, accountType: role.data });
      }
      continue;
    }
    entries.push({ ...entry, accountType: entry.accountType });
  }
  return entries;
}

/**
 * The plain contacts in a friendship list (docs/teams.md Model: `Default` relationships an Admin
 * made): neither the user themself, a group, nor an Admin (every Admin is everyone's contact).
 */
export function plainContacts(list: readonly Friendship[]): Friendship[] {
  return list.filter(
    (e) =>
      !e.self &&
      e.accountType !== 'Group' &&
      e.accountType !== 'Admin' &&
      e.relationship.includes('Default'),
  );
}

/** docs/product.md §5: only editors get edits, only artists thumbnails, and only Available staff are listed. */
export function assignableStaff(members: readonly TeamMember[], role: TeamRole): TeamMember[] {
  return members.filter((m) => m.relationship.includes(role) && m.status === 'Available');
}

/** Query of GET /api/comm/group/members: the group whose members to list. */
export const GroupMembersQuery = z.object({ id: z.uuid('Expected a group id.') });
export type GroupMembersQuery = z.infer<typeof GroupMembersQuery>;

/**
 * Answer of GET /api/comm/group/members: the Partner, their team and the Admins (a team has at
 * most `teamLimits.membersByPlan` staff, so the list is bounded by the number of Admins).
 */
export const GroupMembers = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(GroupMember),
});
export type GroupMembers = z.infer<typeof GroupMembers>;
