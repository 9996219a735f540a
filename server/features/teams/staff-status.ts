import type { StaffProfile, StatusUpdate } from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { requireStaffProfile } from './team-guards.js';
import { dayOf } from './team-rules.js';
import { nowOf, type DirectoryDeps } from './teams-deps.js';
import type { ProfilePatch } from './teams.repository.js';

const cleared = {
  busy_link: null,
  busy_title: null,
  vacation_start: null,
  vacation_end: null,
} as const;

/** GET /api/staff/me: the signed-in staff member's profile. */
export async function myStaffProfile(deps: DirectoryDeps, who: Principal): Promise<StaffProfile> {
  requireAccountType(who, 'Production');
  return requireStaffProfile(deps, who.uid);
}

/** The profile columns a status update writes; a vacation must end today or later. */
function statusPatch(update: StatusUpdate, today: string): ProfilePatch {
  if (update.status === 'Vacation') {
    if (!update.start || !update.end) throw new AppError('form_incomplete');
    if (update.end < today)
      throw new AppError('invalid_input', {}, { end: 'The vacation must end today or later.' });
    return {
      ...cleared,
      status: 'Vacation',
      vacation_start: update.start,
      vacation_end: update.end,
    };
  }
  if (update.status === 'Busy')
    return {
      ...cleared,
      status: 'Busy',
      busy_link: update.link ?? null,
      busy_title: update.title ?? null,
    };
  return { ...cleared, status: 'Available' };
}

/** PUT /api/staff/status: Available, Busy (optional link) or a vacation ending today or later. */
export async function setStatus(
  deps: DirectoryDeps,
  who: Principal,
  update: StatusUpdate,
): Promise<StaffProfile> {
  requireAccountType(who, 'Production');
  const at = nowOf(deps);
  await deps.repo.upsertProfile(who.uid, statusPatch(update, dayOf(at)), at.toISOString());
  return requireStaffProfile(deps, who.uid);
}
