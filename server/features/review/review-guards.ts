import { AppError } from '../../errors.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { ReviewRepository, VersionRow } from './review.repository.js';

/**
 * A version the caller may review: its Partner, its assigned staff member and Admins. Anyone else
 * learns nothing of it (404, as the access module answers for orders: decision 010).
 */
export async function reviewableVersion(
  repo: ReviewRepository,
  principal: Principal,
  requestId: string,
): Promise<VersionRow> {
  const version = await repo.findVersion(requestId);
  if (!version) throw new AppError('not_found');
  const onIt = version.client_id === principal.uid || version.staff_id === principal.uid;
  if (!onIt && !isAdmin(principal)) throw new AppError('not_found');
  return version;
}
