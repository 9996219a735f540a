import type { StaffProfile } from '../../../common/api/teams.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { isOnTeam, staffProfileOf } from './teams-directory.js';
import type { DirectoryDeps } from './teams-deps.js';
import type { StaffRow, TeamsRepository } from './teams.repository.js';

// Checks shared by the teams use cases.

/** Lets through an Admin, the Partner themselves, or staff on the Partner's team. */
export async function requireTeamReader(
  deps: DirectoryDeps,
  who: Principal,
  partnerId: string,
): Promise<void> {
  if (isAdmin(who)) return;
  if (who.accountType === 'Partner' && who.uid === partnerId) return;
  if (who.accountType === 'Production' && (await isOnTeam(deps, partnerId, who.uid))) return;
  throw new AppError('forbidden');
}

/** The signed-in user's account with staff profile; a vanished account is unauthorized. */
export async function requireStaffRow(repo: TeamsRepository, uid: string): Promise<StaffRow> {
  const row = await repo.staffRow(uid);
  if (!row) throw new AppError('unauthorized');
  return row;
}

/** The signed-in staff member's profile; anyone else is unauthorized. */
export async function requireStaffProfile(deps: DirectoryDeps, uid: string): Promise<StaffProfile> {
  const profile = await staffProfileOf(deps, uid);
  if (!profile) throw new AppError('unauthorized');
  return profile;
}
