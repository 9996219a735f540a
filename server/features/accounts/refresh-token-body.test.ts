import type { AddressInfo } from 'node:net';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { describe, expect, it } from 'vitest';
import {
  browserHeaders,
  cookieFrom,
  logIn,
  testPassword,
  userWithPassword,
} from '../../test/sessions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { refreshCookie } from './accounts.routes.js';

const app = useTestApp();

const refresh = (payload: object, headers: Record<string, string> = {}) =>
  callRoute(app(), accountRoutes.token, null, { headers, body: wrong(payload) }).then((r) => r.raw);

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

describe("a script using Node's own fetch", () => {
  /** The app on a free port, so the requests are real ones with fetch's own headers. */
  async function base(): Promise<string> {
    const server = app().app.server;
    if (!server.listening) await app().app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  // Both routes have no path parameters, so the contract's path is the address.
  const post = async (
    route: typeof accountRoutes.login | typeof accountRoutes.token,
    body: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${await base()}${route.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('gets the refresh token in the login and token answers as docs/product.md §7 says', async () => {
    const user = await userWithPassword(app());
    const credentials = { username: user.username, password: testPassword };
    const login = await post(accountRoutes.login, credentials);
    expect(login.status).toBe(200);
    expect(login.body.refreshToken).toEqual(expect.any(String));
    const renewed = await post(accountRoutes.token, { token: login.body.refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
  });

  it('is still a browser when it sends Sec-Fetch-Site or one of our cookies', async () => {
    const user = await userWithPassword(app());
    const credentials = { username: user.username, password: testPassword };
    const site = await post(accountRoutes.login, credentials, browserHeaders);
    expect(site.body).not.toHaveProperty('refreshToken');
    const device = await post(accountRoutes.login, credentials, {
      cookie: `crewcast_device=${'d'.repeat(43)}`,
    });
    expect(device.body).not.toHaveProperty('refreshToken');
  });
});
