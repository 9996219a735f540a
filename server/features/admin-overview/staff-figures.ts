import type { StaffFigures } from '../../../common/api/admin-overview.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

/** Staff available, busy and on vacation today (docs/teams.md Availability). */
export async function staffFigures(deps: AdminOverviewDeps): Promise<StaffFigures> {
  const staff = await deps.staff.staffPresence(deps.now());
  const figures: StaffFigures = { available: 0, busy: 0, vacation: 0, vacationBooked: 0 };
  for (const s of staff) {
    if (s.status === 'Available') figures.available += 1;
    else if (s.status === 'Busy') figures.busy += 1;
    else figures.vacation += 1;
    if (s.status === 'Available' && s.vacation) figures.vacationBooked += 1;
  }
  return figures;
}
