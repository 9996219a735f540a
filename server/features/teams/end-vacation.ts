import type { VacationList } from '../../../common/api/teams.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { pushStaffStatus } from './status-push.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import { changeableVacation, listOf, syncVacationWindow } from './vacations.js';

// Ending a vacation early (docs/teams.md Availability): the staff member is back today, so the
// range keeps today as its last day in the history but no longer applies; they are offered for
// new orders again at once, as Available or Busy as they had chosen.

type VacationRecord = { id: string; staff_id: string; start_day: string; end_day: string };

/**
 * Ends `vacation`, which is in progress, as `who`; an Admin's end goes into the audit log. Tells
 * open pages of the new status. Nothing happens when another call ended it first.
 */
export async function endStartedVacation(
  deps: DirectoryDeps,
  who: Principal,
  vacation: VacationRecord,
): Promise<void> {
  const today = todayOf(deps);
  const at = deps.now().toISOString();
  if (!(await deps.repo.endVacation(vacation.id, today, who.uid, at))) return;
  if (isAdmin(who))
    await deps.repo.audit({
      actorId: who.uid,
      action: 'staff.vacation_ended',
      subject: { type: 'staff', id: vacation.staff_id },
      before: { vacation: vacation.id, start: vacation.start_day, end: vacation.end_day },
      after: { vacation: vacation.id, start: vacation.start_day, end: today },
      at,
    });
  await syncVacationWindow(deps, vacation.staff_id);
  await pushStaffStatus(deps, vacation.staff_id);
}

/**
 * POST /api/staff/vacations/:id/end: ends one's own (or, Admin, anyone's) vacation in progress.
 * One not begun is cancelled instead (409 vacation_not_started); one over, cancelled or already
 * ended cannot be (409 vacation_over); someone else's answers as if it did not exist.
 */
export async function endVacation(
  deps: DirectoryDeps,
  who: Principal,
  id: string,
): Promise<VacationList> {
  const vacation = await changeableVacation(deps, who, id);
  const today = todayOf(deps);
  if (vacation.cancelled_at || vacation.ended_at || vacation.end_day < today)
    throw new AppError('vacation_over');
  if (vacation.start_day > today) throw new AppError('vacation_not_started');
  await endStartedVacation(deps, who, vacation);
  return listOf(await deps.repo.vacationsOf(vacation.staff_id));
}

/** The staff member's vacation in progress today, if any. */
export async function vacationInProgress(
  deps: DirectoryDeps,
  staffId: string,
): Promise<VacationRecord | undefined> {
  const today = todayOf(deps);
  return (await deps.repo.vacationsOf(staffId)).find(
    (v) => !v.cancelled_at && !v.ended_at && v.start_day <= today && today <= v.end_day,
  );
}
