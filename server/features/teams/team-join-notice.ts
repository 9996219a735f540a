import type { TeamRole } from '../../../common/api/teams.js';
import { dashboardPaths } from '../../../common/paths.js';
import type { DirectoryDeps } from './teams-deps.js';
import type { PersonRow } from './teams.repository.js';

/** A staff member who just joined a Partner's team, in the roles they were given. */
type Joined = { partner: PersonRow; member: PersonRow; roles: TeamRole[]; at: string };

const roleWords = (roles: TeamRole[]) => roles.join(' and ');

/**
 * Tells the staff member in their System chat that they joined a team, so they learn of a new
 * client before the first order arrives. Called after the change commits; a failure is logged
 * and never undoes it.
 */
export async function tellNewMember(deps: DirectoryDeps, joined: Joined): Promise<void> {
  if (!deps.notices) return;
  const { partner, member, roles, at } = joined;
  const body = `You joined ${partner.name}'s team as ${roleWords(roles)}: their new orders can reach you from now on.`;
  try {
    await deps.notices.post({
      readers: [{ uid: member.id, body }],
      key: `team-join:${partner.id}:${member.id}:${roles.join('+')}:${at}`,
      link: dashboardPaths.home,
    });
  } catch (err) {
    deps.log?.error(
      { err, partnerId: partner.id, memberId: member.id },
      'telling a new team member failed',
    );
  }
}
