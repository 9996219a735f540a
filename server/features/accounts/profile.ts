import { avatarUrlOf, type Me, type SetPlanRequest } from '../../../common/api/accounts.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../auth/tokens.js';
import { type AccountsDeps } from './accounts-deps.js';
import type { UserRow } from './accounts.repository.js';

/** The signed-in user's own profile. */
export async function me(deps: AccountsDeps, who: Principal): Promise<Me> {
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  return meOf(user);
}

/** An account row as its owner reads it. */
export function meOf(user: UserRow): Me {
  return {
    uid: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    accountType: user.account_type,
    plan: user.plan,
    rating: user.rating,
    isEditor: user.is_editor === 1,
    isArtist: user.is_artist === 1,
    editSpeedDays: user.edit_speed_days,
    thumbnailSpeedDays: user.thumbnail_speed_days,
    createdAt: user.created_at,
    timeZone: user.time_zone,
    avatarUrl: user.avatar_key ? avatarUrlOf(user.id, user.avatar_key) : null,
  };
}

/** An Admin moves a Partner between the Standard and Premium plans. */
export async function setPlan(
  deps: AccountsDeps,
  who: Principal,
  input: SetPlanRequest,
): Promise<void> {
  if (who.accountType !== 'Admin') throw new AppError('forbidden');
  const user = await deps.repo.findUserById(input.uid);
  if (!user || user.account_type !== 'Partner') throw new AppError('not_found');
  await deps.repo.setPlan(user.id, input.plan, {
    actorId: who.uid,
    action: 'account.plan_changed',
    subject: { type: 'user', id: user.id },
    before: { plan: user.plan },
    after: { plan: input.plan },
    at: deps.now().toISOString(),
  });
}
