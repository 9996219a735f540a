import { describe, expect, it } from 'vitest';
import { browserHeaders, cookieFrom, logIn, userWithPassword } from '../../test/sessions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { refreshCookie } from './accounts.routes.js';

const app = useTestApp();

const refresh = (payload: object, headers: Record<string, string> = {}) =>
  app().app.inject({ method: 'POST', url: '/api/auth/token', payload, headers });

describe('the refresh token never reaches page scripts', () => {
  it('answers a browser login without the refresh token in the body, only in the cookie', async () => {
    const user = await userWithPassword(app());
    const res = await logIn(app(), user, browserHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refreshToken');
    expect(res.json().accessToken).toEqual(expect.any(String));
    expect(cookieFrom(res, refreshCookie)).toHaveLength(43);
  });

  it('answers a refresh made with the cookie alone without the rotated token in the body', async () => {
    const user = await userWithPassword(app());
    const cookie = cookieFrom(await logIn(app(), user, browserHeaders), refreshCookie);
    // Even without the browser's Fetch Metadata headers: the token came in the cookie.
    const res = await refresh({}, { cookie: `${refreshCookie}=${cookie}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String) });
    expect(res.body).not.toContain(cookieFrom(res, refreshCookie));
  });

  it('still gives a client that is not a browser its refresh token in the body', async () => {
    const user = await userWithPassword(app());
    const login = await logIn(app(), user);
    const token = login.json().refreshToken as string;
    expect(token).toEqual(expect.any(String));
    const res = await refresh({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toEqual(expect.any(String));
    // A browser that sends the token in the body still gets the new one in the cookie only.
    const browser = await refresh({ token: res.json().refreshToken }, browserHeaders);
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).not.toHaveProperty('refreshToken');
  });
});
