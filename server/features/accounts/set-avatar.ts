import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { avatarUrlOf, type AvatarResponse } from '../../../common/api/accounts.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { window15m } from './accounts-deps.js';
import { squareAvatar } from './avatar-image.js';
import type { ProfileDeps } from './profile-deps.js';

const uploadsPerAccount = 20;

/** The stored name of a picture: random, so its address cannot be guessed from the user. */
const newKey = () => randomBytes(18).toString('base64url');
const storedName = (key: string) => `avatar-${key}`;

/**
 * PUT /api/user/avatar: stores the square copy of the uploaded picture under a new key and
 * deletes the previous one, so its old address stops working.
 */
export async function setAvatar(
  deps: ProfileDeps,
  who: Principal,
  bytes: Buffer,
): Promise<AvatarResponse> {
  // Decoding an image costs CPU: bound it per account.
  await enforceLimit(deps.limiter, `avatar:${who.uid}`, uploadsPerAccount, window15m);
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  const square = await squareAvatar(bytes);
  const key = newKey();
  await deps.storage.writeWhole(storedName(key), Readable.from([square]), {
    check: async () => {},
    maxBytes: square.length,
  });
  await deps.repo.setAvatarKey(user.id, key);
  if (user.avatar_key) await removeStored(deps, user.avatar_key);
  return { avatarUrl: avatarUrlOf(user.id, key) };
}

/** DELETE /api/user/avatar: back to the initials. */
export async function removeAvatar(deps: ProfileDeps, who: Principal): Promise<void> {
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  if (!user.avatar_key) return;
  await deps.repo.setAvatarKey(user.id, null);
  await removeStored(deps, user.avatar_key);
}

/** The bytes of a user's current picture; not_found for any other key (an old one included). */
export async function avatarBytes(deps: ProfileDeps, uid: string, key: string) {
  const user = await deps.repo.findUserById(uid);
  if (!user || !user.avatar_key || user.avatar_key !== key) throw new AppError('not_found');
  return deps.storage.read(storedName(key));
}

async function removeStored(deps: ProfileDeps, key: string): Promise<void> {
  // The account no longer points at it; a failure leaves an orphan file, never a broken picture.
  await deps.storage
    .remove(storedName(key))
    .catch((error: unknown) => deps.log.warn({ err: error }, 'old avatar not removed'));
}
