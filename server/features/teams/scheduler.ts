import type {
  SetTierRequest,
  StaffOverview,
  WorkQuery,
  WorkResponse,
} from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { staffProfile } from './team-rules.js';
import { nowOf, todayOf, type DirectoryDeps, type TeamsDeps } from './teams-deps.js';

// The Staff Scheduler: assigned work, the Admin's overview of every staff member, pay tiers.

/** GET /api/staff/work: one's own assigned work by due day; an Admin names the staff member. */
export async function assignedWork(
  deps: TeamsDeps,
  who: Principal,
  query: WorkQuery,
): Promise<WorkResponse> {
  requireAccountType(who, 'Production', 'Admin');
  const uid = query.uid ?? (who.accountType === 'Production' ? who.uid : undefined);
  if (!uid) throw new AppError('invalid_input', {}, { uid: 'Name the staff member.' });
  if (uid !== who.uid) requireAccountType(who, 'Admin');
  return { items: await deps.work.itemsFor(uid, query.from, query.to) };
}

/** GET /api/staff (Admin): every staff member's status, clients and open work. */
export async function staffOverview(deps: TeamsDeps, who: Principal): Promise<StaffOverview> {
  requireAccountType(who, 'Admin');
  const rows = await deps.repo.allStaff();
  const [clients, open] = await Promise.all([
    deps.repo.clientCounts(),
    deps.work.openCounts(rows.map((r) => r.id)),
  ]);
  const day = todayOf(deps);
  return {
    staff: rows.map((row) => ({
      ...staffProfile(row, day),
      clients: clients.get(row.id) ?? 0,
      openWork: open.get(row.id) ?? 0,
    })),
  };
}

/** PUT /api/staff/tier (Admin): sets a staff member's pay tier (docs/product.md §9). */
export async function setTier(
  deps: DirectoryDeps,
  who: Principal,
  body: SetTierRequest,
): Promise<void> {
  requireAccountType(who, 'Admin');
  const person = await deps.repo.findPerson(body.uid);
  if (!person || person.account_type !== 'Production') throw new AppError('not_found');
  await deps.repo.upsertProfile(person.id, { tier: body.tier }, nowOf(deps).toISOString());
}
