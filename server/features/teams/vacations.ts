import type { BookVacation, VacationList, VacationsQuery } from '../../../common/api/teams.js';
import { dayText } from '../../../common/date-text.js';
import { teamLimits as L } from '../../../common/limits.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { pushStaffStatus } from './status-push.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import type { VacationRow } from './teams.repository.js';

// Booked vacations (docs/teams.md Availability): a staff member books their own, an Admin books
// or cancels anyone's; each range is kept with who did what and when. Ending one early is in
// end-vacation.ts, the Admin's Available or Busy in admin-status.ts.

/** The staff member a call is about: one's own, or (Admins only) the one named. */
export async function subjectOf(deps: DirectoryDeps, who: Principal, uid: string | undefined) {
  requireAccountType(who, 'Production', 'Admin');
  const staffId = uid ?? (who.accountType === 'Production' ? who.uid : undefined);
  if (!staffId) throw new AppError('invalid_input', {}, { uid: 'Name the staff member.' });
  if (staffId !== who.uid && !isAdmin(who)) throw new AppError('forbidden');
  const person = await deps.repo.findPerson(staffId);
  if (!person || person.account_type !== 'Production') throw new AppError('not_found');
  return staffId;
}

const changedBy = (uid: string | null, name: string | null) =>
  uid ? { uid, name: name ?? 'Former user' } : null;

export function listOf(rows: VacationRow[]): VacationList {
  return {
    vacations: rows.map((r) => ({
      id: r.id,
      start: r.start_day,
      end: r.end_day,
      bookedBy: changedBy(r.booked_by, r.booked_by_name),
      bookedAt: r.booked_at,
      cancelledBy: changedBy(r.cancelled_by, r.cancelled_by_name),
      cancelledAt: r.cancelled_at,
      endedBy: changedBy(r.ended_by, r.ended_by_name),
      endedAt: r.ended_at,
    })),
  };
}

/** Whether a range still counts: not cancelled, not ended early, and not over before `today`. */
const stillBooked = (v: VacationRow, today: string) =>
  !v.cancelled_at && !v.ended_at && v.end_day >= today;

/**
 * Points the profile's vacation columns, which availability reads, at the range that applies
 * today or comes next (none when nothing is booked ahead). A range ended early no longer
 * applies, though its last day is today: its staff member is back.
 */
export async function syncVacationWindow(deps: DirectoryDeps, staffId: string): Promise<void> {
  const today = todayOf(deps);
  const next = (await deps.repo.vacationsOf(staffId))
    .filter((v) => stillBooked(v, today))
    .sort((a, b) => a.start_day.localeCompare(b.start_day))[0];
  await deps.repo.upsertProfile(
    staffId,
    { vacation_start: next?.start_day ?? null, vacation_end: next?.end_day ?? null },
    deps.now().toISOString(),
  );
}

/**
 * Moves every profile whose vacation window is over on to its next booked range (or none), so a
 * second vacation takes effect without anyone touching the profile, and tells open pages. The
 * first run of each UTC day (`announced` remembers it) also tells them of vacations that begin
 * that day, since a status that follows the calendar changes without any write.
 */
export async function advanceVacationWindows(
  deps: DirectoryDeps,
  announced: { day?: string } = {},
): Promise<void> {
  const today = todayOf(deps);
  const over = await deps.repo.staffWithVacationOver(today);
  for (const staffId of over) {
    await syncVacationWindow(deps, staffId);
    await pushStaffStatus(deps, staffId);
  }
  if (announced.day === today) return;
  announced.day = today;
  for (const staffId of await deps.repo.staffWithVacationStarting(today))
    if (!over.includes(staffId)) await pushStaffStatus(deps, staffId);
}

/** GET /api/staff/vacations: every range of one's own, or (Admin) of the staff member named. */
export async function listVacations(
  deps: DirectoryDeps,
  who: Principal,
  query: VacationsQuery,
): Promise<VacationList> {
  const staffId = await subjectOf(deps, who, query.uid);
  return listOf(await deps.repo.vacationsOf(staffId));
}

/** POST /api/staff/vacations: books a range ending today or later that overlaps no other. */
export async function bookVacation(
  deps: DirectoryDeps,
  who: Principal,
  body: BookVacation,
): Promise<VacationList> {
  const staffId = await subjectOf(deps, who, body.uid);
  const today = todayOf(deps);
  if (body.end < today)
    throw new AppError('invalid_input', {}, { end: 'The vacation must end today or later.' });
  const at = deps.now().toISOString();
  const id = await deps.repo.withVacationsLocked(staffId, async (locked) => {
    const booked = (await locked.vacationsOf(staffId)).filter((v) => stillBooked(v, today));
    const clash = booked.find((v) => v.start_day <= body.end && body.start <= v.end_day);
    if (clash)
      throw new AppError('vacation_overlap', {
        start: dayText(clash.start_day),
        end: dayText(clash.end_day),
      });
    if (booked.length >= L.vacationsBookedMax)
      throw new AppError('vacations_full', { max: L.vacationsBookedMax });
    return locked.insertVacation({ staffId, start: body.start, end: body.end, by: who.uid, at });
  });
  if (isAdmin(who))
    await deps.repo.audit({
      actorId: who.uid,
      action: 'staff.vacation_booked',
      subject: { type: 'staff', id: staffId },
      after: { vacation: id, start: body.start, end: body.end },
      at,
    });
  await syncVacationWindow(deps, staffId);
  await pushStaffStatus(deps, staffId);
  return listOf(await deps.repo.vacationsOf(staffId));
}

/**
 * The vacation `id` when `who` may change it: their own, or as an Admin anyone's. Someone else's
 * range answers as if it did not exist: its id tells them nothing.
 */
export async function changeableVacation(deps: DirectoryDeps, who: Principal, id: string) {
  requireAccountType(who, 'Production', 'Admin');
  const vacation = await deps.repo.vacation(id);
  if (!vacation || (vacation.staff_id !== who.uid && !isAdmin(who)))
    throw new AppError('not_found');
  return vacation;
}

/** DELETE /api/staff/vacations/:id: cancels one's own (or, Admin, anyone's) range not yet begun. */
export async function cancelVacation(
  deps: DirectoryDeps,
  who: Principal,
  id: string,
): Promise<VacationList> {
  const vacation = await changeableVacation(deps, who, id);
  if (vacation.cancelled_at === null && !vacation.ended_at) {
    if (vacation.start_day <= todayOf(deps)) throw new AppError('vacation_started');
    const at = deps.now().toISOString();
    await deps.repo.cancelVacation(id, who.uid, at);
    if (isAdmin(who))
      await deps.repo.audit({
        actorId: who.uid,
        action: 'staff.vacation_cancelled',
        subject: { type: 'staff', id: vacation.staff_id },
        before: { vacation: id, start: vacation.start_day, end: vacation.end_day },
        at,
      });
    await syncVacationWindow(deps, vacation.staff_id);
    await pushStaffStatus(deps, vacation.staff_id);
  }
  return listOf(await deps.repo.vacationsOf(vacation.staff_id));
}
