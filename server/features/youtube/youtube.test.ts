import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { youtubeCallbackPath, youtubeRoutes } from '../../../common/api/youtube.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { channelStepCookie, channelStepCookiePath } from '../accounts/accounts.public.js';
import { createUser } from '../../test/factories.js';
import { startFakeGoogle, type FakeChannel, type FakeGoogle } from '../../test/fake-google.js';
import { verificationSecret } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  channelStepFrom,
  followCallback,
  passChannelStep,
  startCheck,
  type StartedCheck,
} from '../../test/youtube-flow.js';

const clientId = '1234567890-test.apps.googleusercontent.com';
const clientSecret = 'GOCSPX-test-secret';

let fake: FakeGoogle;
let clock: Date;

beforeAll(async () => {
  fake = await startFakeGoogle({ clientId, clientSecret });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  clock = new Date();
});
const app = useTestApp(() => ({ env: fake.env(), now: () => clock }), 'test');

const password = 'correct-horse';
let seq = 0;

/** Signs a Partner up through the routes and uses the e-mailed link: the channel step is next. */
async function pendingPartner(email = `creator${(seq += 1)}@example.com`) {
  const username = email.split('@')[0]!.replace(/[^a-z0-9]/gi, '_');
  const signup = await callRoute(app(), accountRoutes.signup, null, {
    body: {
      accountType: 'Partner',
      name: 'Casey Creator',
      email,
      username,
      password,
      rblxHandle: 'casey_rbx',
      target: 4,
    },
  }).then((r) => r.raw);
  expect(signup.statusCode).toBe(200);
  const verified = await callRoute(app(), accountRoutes.verifyHash, null, {
    body: { hash: verificationSecret(app().sent, email) },
  }).then((r) => r.raw);
  expect(verified.json()).toEqual({ ok: true, accountType: 'Partner', next: 'youtube' });
  return { email, username, cookie: channelStepFrom(verified) };
}

const channel = (subscriberCount: number, over: Partial<FakeChannel> = {}): FakeChannel => ({
  id: `UC${String((seq += 1)).padStart(22, '0')}`,
  title: 'Casey Plays',
  subscriberCount,
  ...over,
});

/** Consent with Google as `email` owning `channels`; answers the return page's URL. */
async function consent(
  started: StartedCheck,
  email: string,
  channels: FakeChannel[],
  over: { emailVerified?: boolean } = {},
) {
  const query = fake.approve(started.url, { email, channels, ...over });
  return followCallback(app().app, query.toString(), started.stateCookie);
}

const postHash = (hash: string) =>
  callRoute(app(), accountRoutes.verifyHash, null, { body: { hash } }).then((r) => r.raw);
const login = (username: string) =>
  callRoute(app(), accountRoutes.login, null, { body: { username, password } }).then((r) => r.raw);
const account = (username: string) =>
  app()
    .db.selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

describe('the channel check with Google', () => {
  it('sends the browser to Google with PKCE, a state and the scopes, then verifies the Partner', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    expect(`${started.url.origin}${started.url.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    const q = started.url.searchParams;
    expect(q.get('client_id')).toBe(clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`http://localhost:3000${youtubeCallbackPath}`);
    expect(q.get('scope')).toBe('openid email https://www.googleapis.com/auth/youtube.readonly');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(q.get('login_hint')).toBe(p.email);
    expect(q.has('access_type')).toBe(false);

    const big = channel(120_000);
    const back = await consent(started, p.email.toUpperCase(), [big]);
    expect(back.pathname).toBe('/join/verify/return');
    const hash = back.searchParams.get('hash');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token request carried the secret and the PKCE verifier; the YouTube call the token.
    const token = fake.requests.findLast((r) => r.path === '/token');
    expect(token?.form.get('client_secret')).toBe(clientSecret);
    expect(token?.form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const list = fake.requests.findLast((r) => r.path === '/youtube/v3/channels');
    expect(list?.query.get('mine')).toBe('true');
    expect(list?.headers.authorization).toMatch(/^Bearer ya29\./);

    // Not verified until the page posts the hash (a GET changes nothing).
    expect((await login(p.username)).statusCode).toBe(403);
    const done = await postHash(hash!);
    expect(done.json()).toEqual({ ok: true, accountType: 'Partner' });
    expect(done.cookies.find((c) => c.name === channelStepCookie)?.value).toBe('');
    expect((await login(p.username)).statusCode).toBe(200);
    const row = await account(p.username);
    expect(row).toMatchObject({
      youtube_channel_id: big.id,
      youtube_channel_title: 'Casey Plays',
      youtube_subscriber_count: 120_000,
      youtube_checked_at: clock.toISOString(),
    });
    expect(row.verified_at).not.toBeNull();
    // Tokens are used once and not kept anywhere.
    const stored = JSON.stringify(
      await app().db.selectFrom('youtube_checks').selectAll().execute(),
    );
    expect(stored).not.toContain('ya29.');
    // The hash works once.
    expect((await postHash(hash!)).json().error.code).toBe('invalid_hash');
  });

  it('accepts exactly 50,000 subscribers and refuses 49,999 and a hidden count', async () => {
    const refused = await pendingPartner();
    const back = await consent(await startCheck(app().app, refused.cookie), refused.email, [
      channel(49_999),
    ]);
    expect(back.search).toBe('?error=not_eligible');
    const hidden = await pendingPartner();
    const back2 = await consent(await startCheck(app().app, hidden.cookie), hidden.email, [
      channel(900_000, { hidden: true }),
    ]);
    expect(back2.search).toBe('?error=not_eligible');

    const ok = await pendingPartner();
    const back3 = await consent(await startCheck(app().app, ok.cookie), ok.email, [
      channel(50_000),
    ]);
    expect((await postHash(back3.searchParams.get('hash')!)).statusCode).toBe(200);
    expect((await login(ok.username)).statusCode).toBe(200);

    for (const p of [refused, hidden]) {
      expect((await login(p.username)).statusCode).toBe(403);
      expect((await account(p.username)).youtube_channel_id).toBeNull();
    }
    // The refused check is kept with what was found.
    const checks = await app()
      .db.selectFrom('youtube_checks')
      .select(['outcome', 'subscriber_count'])
      .where('outcome', '=', 'not_eligible')
      .execute();
    expect(checks).toEqual(
      expect.arrayContaining([{ outcome: 'not_eligible', subscriber_count: 49_999 }]),
    );
  });

  it('answers no_channel for an empty channel list', async () => {
    const p = await pendingPartner();
    const back = await consent(await startCheck(app().app, p.cookie), p.email, []);
    expect(back.search).toBe('?error=no_channel');
    expect((await login(p.username)).statusCode).toBe(403);
  });

  it('answers not_found when the Google e-mail is not the account e-mail', async () => {
    const p = await pendingPartner();
    const back = await consent(await startCheck(app().app, p.cookie), 'someone.else@gmail.com', [
      channel(500_000),
    ]);
    expect(back.search).toBe('?error=not_found');
    expect((await account(p.username)).youtube_channel_id).toBeNull();
  });

  it('answers no_email when Google gives no verified e-mail', async () => {
    const p = await pendingPartner();
    const back = await consent(await startCheck(app().app, p.cookie), p.email, [channel(500_000)], {
      emailVerified: false,
    });
    expect(back.search).toBe('?error=no_email');
  });

  it('lets one channel verify one Partner only', async () => {
    const shared = channel(300_000);
    const first = await pendingPartner();
    const back = await consent(await startCheck(app().app, first.cookie), first.email, [shared]);
    expect((await postHash(back.searchParams.get('hash')!)).statusCode).toBe(200);

    const second = await pendingPartner();
    const back2 = await consent(await startCheck(app().app, second.cookie), second.email, [shared]);
    expect(back2.search).toBe('?error=channel_taken');
    expect((await login(second.username)).statusCode).toBe(403);
  });

  it('refuses the second of two Partners who both passed with the same channel', async () => {
    const shared = channel(300_000);
    const a = await pendingPartner();
    const b = await pendingPartner();
    const backA = await consent(await startCheck(app().app, a.cookie), a.email, [shared]);
    const backB = await consent(await startCheck(app().app, b.cookie), b.email, [shared]);
    expect((await postHash(backA.searchParams.get('hash')!)).statusCode).toBe(200);
    const res = await postHash(backB.searchParams.get('hash')!);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('channel_taken');
    expect((await account(b.username)).verified_at).toBeNull();
  });
});

describe('bad input at the callback', () => {
  it('refuses a forged state, and one that is not the browser’s, without using up the real one', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    const query = fake.approve(started.url, { email: p.email, channels: [channel(120_000)] });
    const tokenCalls = fake.requests.filter((r) => r.path === '/token').length;
    const forged = new URLSearchParams(query);
    forged.set('state', 'forged-state-0123456789abcdefghijklmnopqrstuv');
    expect((await followCallback(app().app, forged.toString(), forged.get('state')!)).search).toBe(
      '?error=failed',
    );
    // The right state from another browser (no state cookie, or another one).
    expect((await followCallback(app().app, query.toString(), undefined)).search).toBe(
      '?error=failed',
    );
    expect((await followCallback(app().app, query.toString(), 'other')).search).toBe(
      '?error=failed',
    );
    expect(fake.requests.filter((r) => r.path === '/token')).toHaveLength(tokenCalls);
    // The real one still works.
    const back = await followCallback(app().app, query.toString(), started.stateCookie);
    expect(back.searchParams.get('hash')).toBeTruthy();
  });

  it('refuses a replayed state and changes nothing', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    const query = fake.approve(started.url, { email: p.email, channels: [channel(20_000)] });
    expect((await followCallback(app().app, query.toString(), started.stateCookie)).search).toBe(
      '?error=not_eligible',
    );
    const tokenCalls = fake.requests.filter((r) => r.path === '/token').length;
    const again = await followCallback(app().app, query.toString(), started.stateCookie);
    expect(again.search).toBe('?error=failed');
    expect(fake.requests.filter((r) => r.path === '/token')).toHaveLength(tokenCalls);
  });

  it('refuses a state older than 10 minutes', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    const query = fake.approve(started.url, { email: p.email, channels: [channel(120_000)] });
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    expect((await followCallback(app().app, query.toString(), started.stateCookie)).search).toBe(
      '?error=failed',
    );
  });

  it('answers failed for a callback without a code or without a state', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    const noCode = new URLSearchParams({ state: started.state, scope: 'email' });
    expect((await followCallback(app().app, noCode.toString(), started.stateCookie)).search).toBe(
      '?error=failed',
    );
    expect((await followCallback(app().app, 'code=abc', started.stateCookie)).search).toBe(
      '?error=failed',
    );
    expect((await account(p.username)).verified_at).toBeNull();
  });

  it('answers cancelled when the user denies access, failed for other Google errors', async () => {
    const p = await pendingPartner();
    const denied = await startCheck(app().app, p.cookie);
    const q = new URLSearchParams({ error: 'access_denied', state: denied.state });
    expect((await followCallback(app().app, q.toString(), denied.stateCookie)).search).toBe(
      '?error=cancelled',
    );
    const other = await startCheck(app().app, p.cookie);
    const q2 = new URLSearchParams({ error: 'server_error', state: other.state });
    expect((await followCallback(app().app, q2.toString(), other.stateCookie)).search).toBe(
      '?error=failed',
    );
  });

  it('answers failed when the token endpoint refuses the code', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    fake.failTokens(1);
    const back = await consent(started, p.email, [channel(120_000)]);
    expect(back.search).toBe('?error=failed');
    expect((await account(p.username)).verified_at).toBeNull();
  });

  it('answers failed when a code comes back with another check’s state (PKCE mismatch)', async () => {
    const p = await pendingPartner();
    const first = await startCheck(app().app, p.cookie);
    const second = await startCheck(app().app, p.cookie);
    // Google issued the code for the first check's challenge; it arrives with the second state.
    const query = fake.approve(first.url, { email: p.email, channels: [channel(120_000)] });
    query.set('state', second.state);
    expect((await followCallback(app().app, query.toString(), second.stateCookie)).search).toBe(
      '?error=failed',
    );
    const token = fake.requests.findLast((r) => r.path === '/token');
    expect(token).toBeDefined();
  });
});

describe('POST /api/auth/youtube', () => {
  const start = (cookies: Record<string, string> = {}) =>
    callRoute(app(), youtubeRoutes.start, null, { cookies }).then((r) => r.raw);

  it('refuses without the channel-step cookie, with a forged one, and for a verified account', async () => {
    for (const res of [
      await start(),
      await start({ [channelStepCookie]: 'eyJhbGciOi.forged.x' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'channel_step_expired',
        link: { text: 'Log in', href: '/login' },
      });
    }
    // An access token is not a channel-step cookie.
    const admin = await createUser(app(), { accountType: 'Admin' });
    expect((await start({ [channelStepCookie]: admin.token })).statusCode).toBe(401);

    const p = await pendingPartner();
    await passChannelStepWithFake(p);
    expect((await start({ [channelStepCookie]: p.cookie })).json().error.code).toBe(
      'channel_step_expired',
    );
    expect(await app().db.selectFrom('youtube_checks').select('id').execute()).toHaveLength(1);
  });

  it('limits how many checks one account starts', async () => {
    const p = await pendingPartner();
    for (let i = 0; i < 10; i += 1)
      expect((await start({ [channelStepCookie]: p.cookie })).statusCode).toBe(200);
    const res = await start({ [channelStepCookie]: p.cookie });
    expect(res.statusCode).toBe(429);
    expect(await app().db.selectFrom('youtube_checks').select('id').execute()).toHaveLength(10);
  });
});

/** The whole check with the fake, for tests that need a verified Partner. */
async function passChannelStepWithFake(
  p: { email: string; cookie: string },
  subscribers = 120_000,
) {
  const back = await consent(await startCheck(app().app, p.cookie), p.email, [
    channel(subscribers),
  ]);
  expect((await postHash(back.searchParams.get('hash')!)).statusCode).toBe(200);
}

describe('login of a Partner between the two steps', () => {
  it('answers unverified_client with step=youtube and lets that browser do the channel step', async () => {
    const p = await pendingPartner();
    const res = await login(p.username);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'unverified_client',
      message: 'Your account is not verified!',
      link: { text: 'Verify it here', href: `/join/verify?username=${p.username}&step=youtube` },
    });
    const cookie = res.cookies.find((c) => c.name === channelStepCookie);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: channelStepCookiePath,
    });
    // The cookie reaches the route that reads it.
    expect(channelStepCookiePath).toBe(youtubeRoutes.start.path);
    await passChannelStepWithFake({ email: p.email, cookie: cookie!.value });
    expect((await login(p.username)).statusCode).toBe(200);
  });

  it('gives no cookie for a wrong password, nor before the e-mail step', async () => {
    const p = await pendingPartner();
    const wrong = await callRoute(app(), accountRoutes.login, null, {
      body: { username: p.username, password: 'wrong-password' },
    }).then((r) => r.raw);
    expect(wrong.json().error.code).toBe('wrong_login');
    expect(wrong.cookies.find((c) => c.name === channelStepCookie)).toBeUndefined();

    await callRoute(app(), accountRoutes.signup, null, {
      body: {
        accountType: 'Partner',
        name: 'New',
        email: 'fresh@example.com',
        username: 'fresh',
        password,
        rblxHandle: 'fresh',
        target: 3,
      },
    }).then((r) => r.raw);
    const fresh = await login('fresh');
    expect(fresh.json().error.link.href).toBe('/join/verify?username=fresh');
    expect(fresh.cookies.find((c) => c.name === channelStepCookie)).toBeUndefined();
  });

  it('leaves Affiliates and Production verified by e-mail alone', async () => {
    for (const body of [
      {
        accountType: 'Affiliate',
        name: 'Alex',
        email: 'alex@example.com',
        username: 'alex',
        password,
        rblxHandle: 'alex',
      },
      {
        accountType: 'Production',
        email: 'ed@example.com',
        username: 'ed',
        password,
        isEditor: true,
        isArtist: false,
        editSpeed: 2,
      },
    ]) {
      await callRoute(app(), accountRoutes.signup, null, { body: wrong(body) }).then((r) => r.raw);
      const res = await postHash(verificationSecret(app().sent, body.email));
      expect(res.json()).toEqual({ ok: true, accountType: body.accountType });
      expect(res.cookies.find((c) => c.name === channelStepCookie)).toBeUndefined();
      expect((await login(body.username)).statusCode).toBe(200);
    }
  });
});

describe('an Admin re-checks a Partner', () => {
  const recheck = (headers: Record<string, string>, payload: unknown) =>
    callRoute(app(), youtubeRoutes.recheck, null, { headers, body: wrong(payload) }).then(
      (r) => r.raw,
    );

  it('reads the public statistics with the API key and stores them', async () => {
    const p = await pendingPartner();
    const ch = channel(120_000);
    const back = await consent(await startCheck(app().app, p.cookie), p.email, [ch]);
    await postHash(back.searchParams.get('hash')!);
    const uid = (await account(p.username)).id;
    const admin = await createUser(app(), { accountType: 'Admin' });

    fake.channels.set(ch.id, { ...ch, subscriberCount: 41_000, title: 'Casey Plays (old)' });
    clock = new Date(clock.getTime() + 30 * 86_400_000);
    const res = await recheck(admin.headers, { uid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uid,
      channelId: ch.id,
      channelTitle: 'Casey Plays (old)',
      subscriberCount: 41_000,
      checkedAt: clock.toISOString(),
      found: true,
      eligible: false,
    });
    const call = fake.requests.findLast((r) => r.path === '/youtube/v3/channels');
    expect(call?.query.get('id')).toBe(ch.id);
    expect(call?.query.get('key')).toBe('fake-api-key');
    expect(await account(p.username)).toMatchObject({
      youtube_subscriber_count: 41_000,
      youtube_checked_at: clock.toISOString(),
    });
    // The account's access is the Admin's call, not the re-check's.
    expect((await login(p.username)).statusCode).toBe(200);

    fake.channels.delete(ch.id);
    const gone = await recheck(admin.headers, { uid });
    expect(gone.json()).toMatchObject({ found: false, eligible: false, subscriberCount: 41_000 });
    const audited = await app()
      .db.selectFrom('audit_log')
      .select(['actor_id', 'after_json'])
      .where('action', '=', 'youtube.rechecked')
      .where('subject_id', '=', uid)
      .execute();
    // Both re-checks ran at the same clock time, so their order is not asserted.
    expect(audited.map((r) => [r.actor_id, JSON.parse(r.after_json ?? 'null')])).toEqual(
      expect.arrayContaining([
        [admin.uid, { channelTitle: 'Casey Plays (old)', subscribers: 41_000 }],
        [admin.uid, { found: false }],
      ]),
    );
    expect(audited).toHaveLength(2);
  });

  it('refuses a non-Admin, someone else than a Partner, a Partner without channel and bad input', async () => {
    const lookups = fake.requests.filter((r) => r.query.has('id')).length;
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner' });
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    const partnerCall = await recheck(partner.headers, { uid: partner.uid });
    expect(partnerCall.statusCode).toBe(403);
    expect((await recheck({}, { uid: partner.uid })).statusCode).toBe(401);
    expect((await recheck(admin.headers, { uid: editor.uid })).statusCode).toBe(404);
    expect((await recheck(admin.headers, { uid: crypto.randomUUID() })).statusCode).toBe(404);
    const none = await recheck(admin.headers, { uid: partner.uid });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('no_channel_linked');
    for (const bad of [{}, { uid: 'x'.repeat(500) }, { uid: 42 }]) {
      const res = await recheck(admin.headers, bad);
      expect(res.statusCode).toBe(400);
    }
    expect(fake.requests.filter((r) => r.query.has('id'))).toHaveLength(lookups);
  });
});

describe('without an API key', () => {
  it('cannot re-check', async () => {
    await app.rebuild({ env: fake.env({ YOUTUBE_API_KEY: '' }), now: () => clock });
    const p = await pendingPartner();
    await passChannelStepWithFake(p);
    const admin = await createUser(app(), { accountType: 'Admin' });
    const res = await callRoute(app(), youtubeRoutes.recheck, admin, {
      body: { uid: (await account(p.username)).id },
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('recheck_unavailable');
  });
});

describe('the sandbox', () => {
  beforeEach(async () => {
    await app.rebuild({ now: () => clock });
  });

  it('goes through the same callback: 120,000 verifies, 20,000 is not eligible', async () => {
    const ok = await pendingPartner();
    const started = await startCheck(app().app, ok.cookie);
    expect(started.url.pathname).toBe('/join/verify/sandbox');
    expect(started.url.searchParams.get('login_hint')).toBe(ok.email);
    const back = await passChannelStep(app().app, ok.cookie, { email: ok.email });
    expect(back.searchParams.get('hash')).toBeTruthy();
    expect((await login(ok.username)).statusCode).toBe(200);

    const small = await pendingPartner();
    const back2 = await passChannelStep(app().app, small.cookie, {
      email: small.email,
      subscribers: 20_000,
    });
    expect(back2.search).toBe('?error=not_eligible');
    const other = await pendingPartner();
    const back3 = await passChannelStep(app().app, other.cookie, { email: 'other@example.com' });
    expect(back3.search).toBe('?error=not_found');
    const empty = await pendingPartner();
    expect(
      (await passChannelStep(app().app, empty.cookie, { email: empty.email, noChannel: true }))
        .search,
    ).toBe('?error=no_channel');

    // An Admin's re-check reads the channel the tester picked.
    const admin = await createUser(app(), { accountType: 'Admin' });
    const res = await callRoute(app(), youtubeRoutes.recheck, admin, {
      body: { uid: (await account(ok.username)).id },
    }).then((r) => r.raw);
    expect(res.json()).toMatchObject({ found: true, eligible: true, subscriberCount: 120_000 });
  });

  it('answers access_denied for Cancel, and a tampered code fails', async () => {
    const p = await pendingPartner();
    const started = await startCheck(app().app, p.cookie);
    const cancel = await callRoute(app(), youtubeRoutes.sandboxConsent, null, {
      body: { allow: false, state: started.state, codeChallenge: started.codeChallenge },
    }).then((r) => r.raw);
    const url = new URL(cancel.json().url, 'http://localhost:3000');
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(
      (await followCallback(app().app, url.searchParams.toString(), started.stateCookie)).search,
    ).toBe('?error=cancelled');

    const again = await startCheck(app().app, p.cookie);
    const forged = new URLSearchParams({ state: again.state, code: 'eyJwaWNrIjp7fX0.AAAA' });
    expect((await followCallback(app().app, forged.toString(), again.stateCookie)).search).toBe(
      '?error=failed',
    );
  });

  it('refuses bad consent input with 400 and starts nothing', async () => {
    const valid = {
      allow: true,
      state: 'abc',
      codeChallenge: 'def',
      email: 'a@example.com',
      noChannel: false,
      channelTitle: 'Chan',
      subscribers: 1,
      hidden: false,
    };
    for (const bad of [
      { ...valid, subscribers: -1 },
      { ...valid, subscribers: 'many' },
      { ...valid, channelTitle: 'x'.repeat(101) },
      { ...valid, email: 'not-an-email' },
      { ...valid, channelId: 'UCshort' },
      { ...valid, state: 'has spaces' },
      { allow: true, state: 'abc', codeChallenge: 'def' },
    ]) {
      const res = await callRoute(app(), youtubeRoutes.sandboxConsent, null, {
        body: wrong(bad),
      }).then((r) => r.raw);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('is refused when Google is configured, and in production', async () => {
    const body = { allow: false, state: 'abc', codeChallenge: 'def' };
    await app.rebuild({ env: fake.env() });
    const withGoogle = await callRoute(app(), youtubeRoutes.sandboxConsent, null, {
      body: wrong(body),
    }).then((r) => r.raw);
    expect(withGoogle.statusCode).toBe(404);

    await app.rebuild({ env: { NODE_ENV: 'production' } });
    const inProduction = await callRoute(app(), youtubeRoutes.sandboxConsent, null, {
      body: wrong(body),
    }).then((r) => r.raw);
    expect(inProduction.statusCode).toBe(404);
    // Without Google, production cannot start the channel step at all.
    const p = await pendingPartner();
    const start = await callRoute(app(), youtubeRoutes.start, null, {
      cookies: { [channelStepCookie]: p.cookie },
    }).then((r) => r.raw);
    expect(start.statusCode).toBe(503);
    expect(start.json().error.code).toBe('verification_unavailable');
  });
});
