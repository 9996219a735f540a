import type { Me, UpdateWorkRequest } from '../../../common/api/accounts.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { meOf } from './profile.js';
import type { ProfileDeps } from './profile-deps.js';

/**
 * PUT /api/user/work: a staff member sets their roles and speeds. A speed only changes the due
 * date of orders placed from now on; an order keeps the due date it was placed with. A role may
 * not be dropped while the staff member is on a Partner's team in it: that Partner would be left
 * with a team member who no longer takes the work, so an Admin moves them off the team first.
 * Orders already assigned in the role stay theirs to deliver.
 */
export async function updateWork(
  deps: ProfileDeps,
  who: Principal,
  input: UpdateWorkRequest,
): Promise<Me> {
  requireAccountType(who, 'Production');
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  const held = new Set((await deps.teamRolesOf(who.uid)).flatMap((client) => client.roles));
  const fieldErrors: Record<string, string> = {};
  if (!input.isEditor && held.has('Editor'))
    fieldErrors.isEditor = 'You edit for a team. Ask an admin to take you off it first.';
  if (!input.isArtist && held.has('Artist'))
    fieldErrors.isArtist = 'You make thumbnails for a team. Ask an admin to take you off it first.';
  if (Object.keys(fieldErrors).length > 0) throw new AppError('role_in_use', {}, fieldErrors);
  await deps.repo.setWork(who.uid, {
    isEditor: input.isEditor,
    isArtist: input.isArtist,
    // A dropped role keeps no speed, so nothing reads a stale one.
    editSpeed: input.isEditor ? input.editSpeed : null,
    thumbnailSpeed: input.isArtist ? input.thumbnailSpeed : null,
  });
  const updated = await deps.repo.findUserById(who.uid);
  if (!updated) throw new AppError('unauthorized');
  return meOf(updated);
}
