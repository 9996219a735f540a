import { describe, expect, it } from 'vitest';
import { logIn, testPassword, userWithPassword } from '../test/sessions.js';
import { useTestApp } from '../test/use-test-app.js';

const app = useTestApp();

/** A non-browser sign-in: its access and refresh tokens. */
async function signIn(user: Awaited<ReturnType<typeof userWithPassword>>) {
  const res = await logIn(app(), user);
  expect(res.statusCode).toBe(200);
  return res.json<{ accessToken: string; refreshToken: string }>();
}
const me = async (accessToken: string) =>
  (
    await app().app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).statusCode;
const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app().app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

describe('an ended session ends its access tokens at once, over HTTP too', () => {
  it('refuses every access token issued before a logout; a sign-in after it works', async () => {
    const user = await userWithPassword(app());
    const laptop = await signIn(user);
    const phone = await signIn(user);
    expect(await me(laptop.accessToken)).toBe(200);
    const out = await app().app.inject({
      method: 'DELETE',
      url: `/api/auth/user/logout?token=${laptop.refreshToken}`,
    });
    expect(out.statusCode).toBe(200);
    expect(await me(laptop.accessToken)).toBe(401);
    // The phone's token predates the end too; its refresh token still renews it.
    expect(await me(phone.accessToken)).toBe(401);
    const renewed = await app().app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { token: phone.refreshToken },
    });
    expect(await me(renewed.json<{ accessToken: string }>().accessToken)).toBe(200);
    // Within the same second as the logout: a token told apart by its milliseconds.
    expect(await me((await signIn(user)).accessToken)).toBe(200);
  });

  it('refuses the token of a session its user ended from another one', async () => {
    const user = await userWithPassword(app());
    const stolen = await signIn(user);
    const mine = await signIn(user);
    const list = await send('GET', '/api/auth/sign-ins', mine.accessToken);
    const signIns = list.json<{ signIns: Array<{ id: string; current: boolean }> }>().signIns;
    expect(signIns).toHaveLength(2);
    // Without the refresh token the API cannot tell which is current: end the older one.
    const older = signIns[signIns.length - 1]!;
    const res = await send('DELETE', `/api/auth/sign-ins/${older.id}`, mine.accessToken);
    expect(res.statusCode).toBe(200);
    expect(await me(stolen.accessToken)).toBe(401);
  });

  it('refuses every token issued before a password change', async () => {
    const user = await userWithPassword(app());
    const other = await signIn(user);
    const own = await signIn(user);
    const res = await send('PUT', '/api/auth/user/password', own.accessToken, {
      currentPassword: testPassword,
      password: 'copper-meadow-lantern-ridge-57',
    });
    expect(res.statusCode).toBe(200);
    expect(await me(other.accessToken)).toBe(401);
  });
});
