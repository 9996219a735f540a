import type { Me, UpdateProfileRequest } from '../../../common/api/accounts.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { meOf } from './profile.js';
import type { ProfileDeps } from './profile-deps.js';

/** PUT /api/user/profile: any signed-in user sets their display name and time zone. */
export async function updateProfile(
  deps: ProfileDeps,
  who: Principal,
  input: UpdateProfileRequest,
): Promise<Me> {
  // The zone was checked against the runtime's IANA list by the contract; stored as given.
  await deps.repo.setNameAndZone(who.uid, input.name, input.timeZone);
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  return meOf(user);
}
