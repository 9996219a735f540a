import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** A password long and uncommon enough for any password rule. */
export const testPassword = 'quiet-harbor-lantern-tide-93';

/** The headers every browser adds to a fetch, which page scripts cannot set or remove. */
export const browserHeaders = { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };

/** A verified user who can log in with `testPassword`. */
export async function userWithPassword(
  t: Pick<TestApp, 'db' | 'jwtKey'>,
  over: Parameters<typeof createUser>[1] = {},
): Promise<TestUser> {
  const user = await createUser(t, { accountType: 'Production', isEditor: true, ...over });
  const hash = await hashPassword(testPassword);
  await t.db.updateTable('users').set({ password_hash: hash }).where('id', '=', user.uid).execute();
  return user;
}

/** POST /api/auth/user/login as `user`, with extra headers (a browser's, a cookie). */
export function logIn(
  t: Pick<TestApp, 'app'>,
  user: Pick<TestUser, 'username'>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { username: user.username, password: testPassword },
    headers,
  });
}

/** The value of the cookie `name` an answer set. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in this answer`);
  return cookie.value;
}
