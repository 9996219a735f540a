import { randomUUID } from 'node:crypto';
import { sessionLimits } from '../../../common/limits.js';
import { AppError } from '../../errors.js';
import { hashSecret, randomSecret, signAccessToken } from '../../auth/tokens.js';
import { type AccountsDeps } from './accounts-deps.js';
import type { UserRow } from './accounts.repository.js';
import { endEverySession } from './end-sessions.js';

/** A session as issued: both tokens (the routes decide which reach the client, and how). */
export type IssuedSession = { accessToken: string; refreshToken: string };

/** Opens a session: a new refresh token (in `familyId`, a new family by default) and an access token. */
export async function issueSession(
  deps: AccountsDeps,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const refreshToken = randomSecret();
  const created = deps.now();
  await deps.repo.insertRefreshToken({
    id: randomUUID(),
    familyId,
    userId: user.id,
    tokenHash: hashSecret(refreshToken),
    createdAt: created.toISOString(),
    expiresAt: new Date(
      created.getTime() + sessionLimits.refreshTokenDays * 86_400_000,
    ).toISOString(),
  });
  const accessToken = await signAccessToken(deps.jwtKey, {
    uid: user.id,
    accountType: user.account_type,
  });
  return { accessToken, refreshToken };
}

/**
 * Who presents a refresh token: whether it came in the HttpOnly cookie, and the device cookie the
 * browser holds (undefined for a client without one).
 */
export type RefreshClient = { viaCookie: boolean; device: string | undefined };

/** The hash a device is known by in refresh_tokens; null when the client has no device cookie. */
const deviceHash = (client: RefreshClient) =>
  client.viaCookie && client.device ? hashSecret(client.device) : null;

/** Rotates a refresh token; a token used twice revokes its whole family. */
export async function refresh(
  deps: AccountsDeps,
  token: string | undefined,
  client: RefreshClient,
): Promise<IssuedSession> {
  const { repo } = deps;
  const withinGrace = (replacedAt: string) =>
    deps.now().getTime() - Date.parse(replacedAt) <= sessionLimits.refreshReuseGraceSeconds * 1000;
  if (!token) throw new AppError('invalid_grant');
  const stored = await repo.findRefreshToken(hashSecret(token));
  const at = deps.now().toISOString();
  if (!stored) throw new AppError('invalid_grant');
  const device = deviceHash(client);
  if (
    stored.replaced_at !== null &&
    stored.revoked_at === null &&
    withinGrace(stored.replaced_at) &&
    device !== null &&
    stored.replaced_by_device === device
  ) {
    // The answer that carried this token's successor never arrived (a reload or a closed tab
    // cut the request short), so the browser still holds this one. Treating that as theft
    // would log the user out; instead the undelivered successor is withdrawn and a new one
    // issued in the same family. Only the same browser (the cookie, and the device cookie of
    // the request that used the token) gets this; a replay from anywhere else, or after this
    // short window, revokes the family.
    await repo.revokeUnusedInFamily(stored.family_id, at);
    const user = await repo.findUserById(stored.user_id);
    if (!user) throw new AppError('invalid_grant');
    return issueSession(deps, user, stored.family_id);
  }
  if (stored.replaced_at !== null) {
    await repo.revokeFamily(stored.family_id, at);
    await endEverySession(deps, stored.user_id);
    deps.log.warn({ family: stored.family_id }, 'refresh token reused; family revoked');
    throw new AppError('invalid_grant');
  }
  // A token revoked without being replaced belongs to a session that was ended on purpose
  // (logout, an ended sign-in, a password change or reset): that browser's next refresh is
  // refused, and nothing else. Ending every session here would sign out the browser that just
  // ended this one, once its new token had been issued.
  if (stored.revoked_at !== null) throw new AppError('invalid_grant');
  if (stored.expires_at <= at) throw new AppError('invalid_grant');
  if (!(await repo.markRefreshTokenReplaced(stored.id, at, device))) {
    await repo.revokeFamily(stored.family_id, at);
    await endEverySession(deps, stored.user_id);
    throw new AppError('invalid_grant');
  }
  const user = await repo.findUserById(stored.user_id);
  if (!user) throw new AppError('invalid_grant');
  return issueSession(deps, user, stored.family_id);
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function logout(deps: AccountsDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  const stored = await deps.repo.findRefreshToken(hashSecret(token));
  if (!stored) return;
  await deps.repo.revokeFamily(stored.family_id, deps.now().toISOString());
  await endEverySession(deps, stored.user_id);
}
