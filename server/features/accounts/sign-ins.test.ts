import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { browserHeaders, cookieFrom, logIn, userWithPassword } from '../../test/sessions.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp();
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in from a browser with `userAgent`: its refresh cookie and access token. */
async function browser(user: Awaited<ReturnType<typeof userWithPassword>>, userAgent: string) {
  const res = await logIn(app(), user, { ...browserHeaders, 'user-agent': userAgent });
  expect(res.statusCode).toBe(200);
  return {
    cookie: `crewcast_refresh=${cookieFrom(res, 'crewcast_refresh')}`,
    headers: { authorization: `Bearer ${res.json().accessToken as string}` },
  };
}

const history = (b: Awaited<ReturnType<typeof browser>>) =>
  callRoute(app(), accountRoutes.signIns, null, {
    headers: { ...b.headers, cookie: b.cookie },
  }).then((r) => r.raw);
const refresh = (b: Awaited<ReturnType<typeof browser>>) =>
  callRoute(app(), accountRoutes.token, null, {
    headers: { ...browserHeaders, cookie: b.cookie },
    body: {},
  }).then((r) => r.raw);

describe('sign-in history', () => {
  it('lists the own sign-ins with device and address, marking the current one', async () => {
    const user = await userWithPassword(app());
    await browser(user, firefox);
    const phone = await browser(user, safari);
    const res = await history(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().signIns).toEqual([
      expect.objectContaining({ device: 'Safari 18 on iOS', current: true, active: true }),
      expect.objectContaining({ device: 'Firefox 133 on Linux', current: false, active: true }),
    ]);
    expect(res.json().signIns[0].ip).toBe('127.0.0.1');
  });

  it('ends another session: its refresh token stops working, this one keeps going', async () => {
    const user = await userWithPassword(app());
    const laptop = await browser(user, firefox);
    const phone = await browser(user, safari);
    expect((await refresh(laptop)).statusCode).toBe(200);
    const laptopId = (await history(phone))
      .json()
      .signIns.find((s: { current: boolean }) => !s.current).id;
    const res = await callRoute(app(), accountRoutes.endSession, null, {
      params: { id: laptopId },
      headers: { ...phone.headers, cookie: phone.cookie },
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(401);
    // Every access token of the user ended with it; the phone renews its own and goes on.
    expect((await history(phone)).statusCode).toBe(401);
    const renewed = await refresh(phone);
    expect(renewed.statusCode).toBe(200);
    phone.headers.authorization = `Bearer ${renewed.json().accessToken as string}`;
    phone.cookie = `crewcast_refresh=${cookieFrom(renewed, 'crewcast_refresh')}`;
    const after = (await history(phone)).json().signIns;
    expect(after.find((s: { id: string }) => s.id === laptopId).active).toBe(false);
  });

  it('the ended browser trying its refresh token does not sign out the one that ended it', async () => {
    const user = await userWithPassword(app());
    const laptop = await browser(user, firefox);
    const phone = await browser(user, safari);
    const laptopId = (await history(phone))
      .json()
      .signIns.find((s: { current: boolean }) => !s.current).id;
    await callRoute(app(), accountRoutes.endSession, null, {
      params: { id: laptopId },
      headers: { ...phone.headers, cookie: phone.cookie },
    });
    const renewed = await refresh(phone);
    expect(renewed.statusCode).toBe(200);
    phone.headers.authorization = `Bearer ${renewed.json().accessToken as string}`;
    phone.cookie = `crewcast_refresh=${cookieFrom(renewed, 'crewcast_refresh')}`;
    // The laptop's socket closed, so it tries its (revoked, never replaced) token at once.
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await history(phone)).statusCode).toBe(200);
  });

  it("refuses someone else's session, the current one and a malformed id, changing nothing", async () => {
    const user = await userWithPassword(app());
    const stranger = await userWithPassword(app());
    const mine = await browser(user, firefox);
    const theirs = await browser(stranger, safari);
    const theirId = (await history(theirs)).json().signIns[0].id as string;
    const myId = (await history(mine)).json().signIns[0].id as string;
    const end = (id: string) =>
      callRoute(app(), accountRoutes.endSession, null, {
        params: { id: id },
        headers: { ...mine.headers, cookie: mine.cookie },
      }).then((r) => r.raw);
    expect((await end(theirId)).statusCode).toBe(404);
    expect((await end(myId)).statusCode).toBe(400);
    expect((await end('x'.repeat(300))).statusCode).toBe(400);
    const bearerOnly = await callRoute(app(), accountRoutes.endSession, stranger, {
      params: { id: myId },
    });
    expect(bearerOnly.status).toBe(404);
    expect((await refresh(theirs)).statusCode).toBe(200);
    expect((await refresh(mine)).statusCode).toBe(200);
    expect(
      (await callRoute(app(), accountRoutes.signIns, null).then((r) => r.raw)).statusCode,
    ).toBe(401);
  });
});

describe('ending every other session', () => {
  const endOthers = (b: Awaited<ReturnType<typeof browser>>, query: object = {}) =>
    callRoute(app(), accountRoutes.endOtherSessions, null, {
      query: wrong(query),
      headers: { ...b.headers, cookie: b.cookie },
    }).then((r) => r.raw);

  it('ends them all but this one, which renews and goes on', async () => {
    const user = await userWithPassword(app());
    const laptop = await browser(user, firefox);
    const tablet = await browser(user, firefox);
    const phone = await browser(user, safari);
    const res = await endOthers(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const other of [laptop, tablet]) expect((await refresh(other)).statusCode).toBe(401);
    const renewed = await refresh(phone);
    expect(renewed.statusCode).toBe(200);
    phone.headers.authorization = `Bearer ${renewed.json().accessToken as string}`;
    phone.cookie = `crewcast_refresh=${cookieFrom(renewed, 'crewcast_refresh')}`;
    const after = (await history(phone)).json().signIns;
    expect(after.map((s: { current: boolean; active: boolean }) => [s.current, s.active])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    // Nothing left to end.
    expect((await endOthers(phone)).json()).toEqual({ ended: 0 });
  });

  it('shows when each session was last active: its latest renewal', async () => {
    const user = await userWithPassword(app());
    const laptop = await browser(user, firefox);
    const phone = await browser(user, safari);
    const [, signedIn] = (await history(phone)).json().signIns;
    expect(signedIn.lastActiveAt).toBe(signedIn.at);
    const renewed = await refresh(laptop);
    expect(renewed.statusCode).toBe(200);
    const [, laptopNow] = (await history(phone)).json().signIns;
    const stored = await app()
      .db.selectFrom('refresh_tokens')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('family_id', '=', laptopNow.id)
      .executeTakeFirstOrThrow();
    const renewedAt = String(stored.at);
    expect(laptopNow.lastActiveAt).toBe(renewedAt > laptopNow.at ? renewedAt : laptopNow.at);
  });

  it('refuses a session it cannot tell apart, and a bad token, ending nothing', async () => {
    const user = await userWithPassword(app());
    const laptop = await browser(user, firefox);
    const phone = await browser(user, safari);
    const unknown = await endOthers({ ...phone, cookie: '' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toHaveProperty('token');
    expect((await endOthers(phone, { token: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await endOthers(phone, { token: 'not-a-token' })).statusCode).toBe(400);
    for (const b of [laptop, phone]) expect((await refresh(b)).statusCode).toBe(200);
  });
});
