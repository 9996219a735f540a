import type {
  SetTierRequest,
  StaffOverview,
  StaffOverviewQuery,
  WorkQuery,
  WorkResponse,
} from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { pageOf } from '../../db/keyset.js';
import { AppError } from '../../errors.js';
import { staffProfile } from './team-rules.js';
import { todayOf, type DirectoryDeps, type TeamsDeps } from './teams-deps.js';

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

/**
 * GET /api/staff (Admin): one page of staff members, filtered and ordered in SQL, each with
 * their status, clients and open work (counted for that page only).
 */
export async function staffOverview(
  deps: TeamsDeps,
  who: Principal,
  query: StaffOverviewQuery,
): Promise<StaffOverview> {
  requireAccountType(who, 'Admin');
  const page = pageOf(
    await deps.repo.staffPage({
      ...(query.q ? { contains: query.q } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.uid ? { uids: query.uid } : {}),
      sort: query.sort,
      ...(query.cursor ? { after: query.cursor } : {}),
      limit: query.limit,
    }),
    query.limit,
    (row) => [query.sort === 'name' ? row.name : row.username.toLowerCase(), row.id],
  );
  const ids = page.rows.map((r) => r.id);
  const [clients, open] = await Promise.all([
    deps.repo.clientCounts(ids),
    deps.work.openCounts(ids),
  ]);
  const day = todayOf(deps);
  return {
    staff: page.rows.map((row) => ({
      ...staffProfile(row, day),
      clients: clients.get(row.id) ?? 0,
      openWork: open.get(row.id) ?? 0,
    })),
    nextCursor: page.nextCursor,
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
  const at = deps.now().toISOString();
  const before = await deps.repo.staffRow(person.id);
  await deps.repo.upsertProfile(person.id, { tier: body.tier }, at);
  await deps.repo.audit({
    actorId: who.uid,
    action: 'staff.tier_changed',
    subject: { type: 'staff', id: person.id },
    before: { tier: before?.tier ?? null },
    after: { tier: body.tier },
    at,
  });
}
