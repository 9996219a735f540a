import type { StaffProfile, StatusUpdate } from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { pushStaffStatus } from './status-push.js';
import { requireStaffProfile } from './team-guards.js';
import { type DirectoryDeps } from './teams-deps.js';
import { bookVacation } from './vacations.js';

/** GET /api/staff/me: the signed-in staff member's profile. */
export async function myStaffProfile(deps: DirectoryDeps, who: Principal): Promise<StaffProfile> {
  requireAccountType(who, 'Production');
  return requireStaffProfile(deps, who.uid);
}

/**
 * PUT /api/staff/status: Available or Busy (optional link), recorded as set by the staff member;
 * Vacation books one more range (vacations.ts rules: ending today or later, no overlap), and
 * leaves Available or Busy as chosen for the days around it.
 */
export async function setStatus(
  deps: DirectoryDeps,
  who: Principal,
  update: StatusUpdate,
): Promise<StaffProfile> {
  requireAccountType(who, 'Production');
  if (update.status === 'Vacation') {
    if (!update.start || !update.end) throw new AppError('form_incomplete');
    await bookVacation(deps, who, { start: update.start, end: update.end });
    return requireStaffProfile(deps, who.uid);
  }
  const at = deps.now().toISOString();
  const busy = update.status === 'Busy';
  await deps.repo.upsertProfile(
    who.uid,
    {
      status: update.status,
      busy_link: busy ? (update.link ?? null) : null,
      busy_title: busy ? (update.title ?? null) : null,
      status_set_by: who.uid,
      status_set_at: at,
      status_reason: null,
    },
    at,
  );
  await pushStaffStatus(deps, who.uid);
  return requireStaffProfile(deps, who.uid);
}
