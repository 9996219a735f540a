import { randomUUID } from 'node:crypto';
import { hashSecret, randomSecret } from '../auth/tokens.js';
import { accountsRepository } from '../features/accounts/accounts.repository.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** A refresh token of `user`, stored as a login stores one (a new family), valid for a day. */
export async function refreshTokenOf(t: TestApp, user: TestUser): Promise<string> {
  const token = randomSecret();
  const now = Date.now();
  await accountsRepository(t.db).insertRefreshToken({
    id: randomUUID(),
    familyId: randomUUID(),
    userId: user.uid,
    tokenHash: hashSecret(token),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 86_400_000).toISOString(),
  });
  return token;
}

/** Logs out the session of `refreshToken`, as DELETE /api/auth/user/logout does. */
export async function logOut(t: TestApp, refreshToken: string): Promise<number> {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/auth/user/logout?token=${refreshToken}`,
  });
  return res.statusCode;
}
