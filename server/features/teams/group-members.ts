import type { GroupMembers, GroupMembersQuery } from '../../../common/api/teams.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { DirectoryDeps } from './teams-deps.js';
import { groupById } from './teams-directory.js';

/**
 * GET /api/comm/group/members: who is in a group, read when the chat opens it (contact lists
 * name groups without members). Members and Admins only; anyone else is told it does not exist.
 */
export async function groupMembers(
  deps: DirectoryDeps,
  who: Principal,
  query: GroupMembersQuery,
): Promise<GroupMembers> {
  const group = await groupById(deps, query.id);
  if (!group || (!isAdmin(who) && !group.members.some((m) => m.uid === who.uid)))
    throw new AppError('not_found');
  return { id: group.id, name: group.name, members: group.members };
}
