import type { AdminStatusUpdate, StatusChange } from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { endStartedVacation, vacationInProgress } from './end-vacation.js';
import { pushStaffStatus } from './status-push.js';
import { type DirectoryDeps } from './teams-deps.js';
import { subjectOf } from './vacations.js';

/**
 * PUT /api/admin/staff/:uid/status: an Admin sets a staff member Available or Busy. Busy needs
 * a reason, kept for Admins; Available also ends a vacation in progress, since "available" is
 * what the Admin asked for and a vacation would otherwise keep them from new orders.
 */
export async function adminSetStatus(
  deps: DirectoryDeps,
  who: Principal,
  uid: string,
  body: AdminStatusUpdate,
): Promise<StatusChange> {
  requireAccountType(who, 'Admin');
  const staffId = await subjectOf(deps, who, uid);
  const at = deps.now().toISOString();
  const before = await deps.repo.staffRow(staffId);
  const reason = body.status === 'Busy' ? (body.reason ?? null) : null;
  await deps.repo.upsertProfile(
    staffId,
    {
      status: body.status,
      busy_link: null,
      busy_title: null,
      status_set_by: who.uid,
      status_set_at: at,
      status_reason: reason,
    },
    at,
  );
  await deps.repo.audit({
    actorId: who.uid,
    action: 'staff.status',
    subject: { type: 'staff', id: staffId },
    before: { status: before?.status ?? 'Available' },
    after: { status: body.status, ...(reason ? { reason } : {}) },
    at,
  });
  const away = body.status === 'Available' ? await vacationInProgress(deps, staffId) : undefined;
  if (away) await endStartedVacation(deps, who, away);
  else await pushStaffStatus(deps, staffId);
  const admin = await deps.repo.findPerson(who.uid);
  return { by: { uid: who.uid, name: admin?.name ?? 'Admin' }, at, reason };
}
