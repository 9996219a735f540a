import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute } from '../../test/call-route.js';
import { browserHeaders, cookieFrom, logIn, userWithPassword } from '../../test/sessions.js';
import { useTestApp } from '../../test/use-test-app.js';
import { refreshCookie } from './accounts.routes.js';
import { deviceCookie } from './cookie-client.js';

const app = useTestApp();

/** A browser's session: its refresh cookie and its device cookie. */
async function browserSession() {
  const login = await logIn(app(), await userWithPassword(app()), browserHeaders);
  return { refresh: cookieFrom(login, refreshCookie), device: cookieFrom(login, deviceCookie) };
}

/** POST /api/auth/token as a browser holding these cookies. */
const refreshAsBrowser = (cookies: Record<string, string>) =>
  callRoute(app(), accountRoutes.token, null, { headers: browserHeaders, body: {}, cookies }).then(
    (r) => r.raw,
  );

const refreshWithBody = (token: string) =>
  callRoute(app(), accountRoutes.token, null, { body: { token } }).then((r) => r.raw);

describe('refresh reuse inside the grace window answers only the same client', () => {
  it('lets the same browser exchange a token again when the answer with its successor was lost', async () => {
    const s = await browserSession();
    const lost = await refreshAsBrowser({ [refreshCookie]: s.refresh, [deviceCookie]: s.device });
    expect(lost.statusCode).toBe(200);

    const again = await refreshAsBrowser({ [refreshCookie]: s.refresh, [deviceCookie]: s.device });
    expect(again.statusCode).toBe(200);
    const current = cookieFrom(again, refreshCookie);
    const next = await refreshAsBrowser({ [refreshCookie]: current, [deviceCookie]: s.device });
    expect(next.statusCode).toBe(200);
    // The undelivered successor was withdrawn: presenting it now counts as theft.
    const withdrawn = cookieFrom(lost, refreshCookie);
    expect((await refreshAsBrowser({ [refreshCookie]: withdrawn })).statusCode).toBe(401);
  });

  it('revokes the family when the replay comes in the body from another client', async () => {
    const s = await browserSession();
    const used = await refreshAsBrowser({ [refreshCookie]: s.refresh, [deviceCookie]: s.device });
    const newest = cookieFrom(used, refreshCookie);

    const replay = await refreshWithBody(s.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_grant');
    // The thief's replay also ends the browser's newer token.
    const after = await refreshAsBrowser({ [refreshCookie]: newest, [deviceCookie]: s.device });
    expect(after.statusCode).toBe(401);
  });

  it('revokes the family when the replay comes in a cookie from another device', async () => {
    const s = await browserSession();
    const used = await refreshAsBrowser({ [refreshCookie]: s.refresh, [deviceCookie]: s.device });
    const newest = cookieFrom(used, refreshCookie);

    const elsewhere = await refreshAsBrowser({ [refreshCookie]: s.refresh });
    expect(elsewhere.statusCode).toBe(401);
    const forged = 'A'.repeat(43);
    const other = await refreshAsBrowser({ [refreshCookie]: s.refresh, [deviceCookie]: forged });
    expect(other.statusCode).toBe(401);
    const after = await refreshAsBrowser({ [refreshCookie]: newest, [deviceCookie]: s.device });
    expect(after.statusCode).toBe(401);
  });
});
