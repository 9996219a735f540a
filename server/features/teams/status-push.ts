import { presenceOf } from './team-rules.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';

/**
 * Who sees a staff member's availability: themselves, every Admin (Manage, Team Builder, the staff
 * page), the Partners whose team they are on and their plain contacts. Nobody else learns it.
 */
async function audienceOf(deps: DirectoryDeps, staffId: string): Promise<string[]> {
  const [admins, clients, contacts] = await Promise.all([
    deps.repo.admins(),
    deps.repo.clientRoles(staffId),
    deps.repo.contacts(staffId),
  ]);
  return [...new Set([staffId, ...[...admins, ...clients, ...contacts].map((p) => p.id)])];
}

/**
 * Tells every open page of the audience that `staffId`'s availability changed, with the status
 * it has today; across instances through the hub's Redis adapter. A failed push costs only
 * liveness: the stored status is right and the next load shows it.
 */
export async function pushStaffStatus(deps: DirectoryDeps, staffId: string): Promise<void> {
  if (!deps.hub) return;
  try {
    const row = await deps.repo.staffRow(staffId);
    if (!row || row.account_type !== 'Production') return;
    const { status } = presenceOf(row, todayOf(deps));
    const at = deps.now().toISOString();
    deps.hub.toUsers(await audienceOf(deps, staffId), 'staffStatus', { uid: staffId, status, at });
  } catch {
    // Liveness only: the stored status is already right.
  }
}
