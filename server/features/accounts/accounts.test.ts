import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { sessionLimits } from '../../../common/limits.js';
import { verificationSecret } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { channelStepFrom, passChannelStep } from '../../test/youtube-flow.js';
import { changeAccount } from '../../test/account-changes.js';

const app = useTestApp({}, 'test');

const partner = (over: Record<string, unknown> = {}) => ({
  accountType: 'Partner',
  name: 'Riley Streamer',
  email: 'riley@example.com',
  username: 'riley',
  password: 'correct-horse',
  rblxHandle: 'riley_rbx',
  target: 4,
  ...over,
});
const production = (over: Record<string, unknown> = {}) => ({
  accountType: 'Production',
  email: 'ed@example.com',
  username: 'ed_cuts',
  password: 'correct-horse',
  isEditor: true,
  isArtist: false,
  editSpeed: 2,
  ...over,
});

// Bodies are kept loose: the tests of bad input send what the contract refuses.
const post = (
  route:
    | typeof accountRoutes.signup
    | typeof accountRoutes.login
    | typeof accountRoutes.verifyHash
    | typeof accountRoutes.token
    | typeof accountRoutes.bypassLogin,
  payload: unknown,
  headers: Record<string, string> = {},
) => callRoute(app(), route, null, { body: wrong(payload), headers }).then((r) => r.raw);
const signup = (body: unknown) => post(accountRoutes.signup, body);
const login = (username: string, password = 'correct-horse') =>
  post(accountRoutes.login, { username, password });
const userCount = async () =>
  Number(
    (
      await app()
        .db.selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
async function signupAndVerify(body = partner()) {
  expect((await signup(body)).statusCode).toBe(200);
  const hash = verificationSecret(app().sent, String(body.email));
  const verified = await post(accountRoutes.verifyHash, { hash });
  expect(verified.statusCode).toBe(200);
  // A Partner also proves a channel of at least 50,000 subscribers (the sandbox here).
  if (body.accountType === 'Partner')
    await passChannelStep(app().app, channelStepFrom(verified), { email: String(body.email) });
}

describe('sign-up', () => {
  it('creates a Partner and answers with a hash and the e-mail', async () => {
    const res = await signup(partner());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hash).toEqual(expect.any(String));
    expect(body.email).toBe('riley@example.com');
    expect(app().sent).toHaveLength(1);
    expect(app().sent[0]?.text).toContain('http://localhost:3000/join/verify?hash=');
  });

  it('answers a Production sign-up with a hash only, and links its e-mail to /join/return', async () => {
    const res = await signup(production());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hash: expect.any(String) });
    expect(app().sent[0]?.text).toContain('/join/return?hash=');
  });

  it('does not let the hash in the answer verify the account', async () => {
    const { hash } = (await signup(partner())).json();
    const res = await post(accountRoutes.verifyHash, { hash });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_hash');
    expect((await login('riley')).json().error.code).toBe('unverified_client');
  });

  it('stores the Standard plan by default and Premium for package=premium, and keeps via', async () => {
    await signup(partner({ via: 'aff_kim' }));
    await signup(partner({ email: 'p2@example.com', username: 'premium_pat', package: 'premium' }));
    const rows = await app()
      .db.selectFrom('users')
      .select(['username', 'plan', 'via'])
      .orderBy('username')
      .execute();
    expect(rows).toEqual([
      { username: 'premium_pat', plan: 'Premium', via: null },
      { username: 'riley', plan: 'Standard', via: 'aff_kim' },
    ]);
  });

  it('gives an Affiliate no plan and needs no weekly target', async () => {
    const res = await signup({ ...partner({ accountType: 'Affiliate' }), target: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hash: expect.any(String) });
  });

  it('refuses a username with a leading digit with username_forbidden', async () => {
    const res = await signup(partner({ username: '9lives' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'username_forbidden',
      message: 'Username not allowed! No numbers in beginning.',
    });
  });

  it.each(["robert'); DROP TABLE users;--", 'a b', '<script>', 'ünïcode'])(
    'refuses the username %j with invalid_username and stores nothing',
    async (username) => {
      const res = await signup(partner({ username }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_username');
      expect(await userCount()).toBe(0);
    },
  );

  it('refuses a malformed e-mail with invalid_email', async () => {
    const res = await signup(partner({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_email',
      message: 'Invalid email given!',
      fieldErrors: { email: 'Invalid email given!' },
    });
  });

  it('refuses a taken username whatever its case', async () => {
    await signup(partner());
    const res = await signup(partner({ username: 'RILEY', email: 'other@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'username_taken',
      message: 'Username is taken!',
    });
  });

  it('gives max_accounts, naming the support address, to a second sign-up with the same e-mail in any case', async () => {
    await signup(partner());
    const res = await signup(production({ email: 'RILEY@Example.COM', username: 'another' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('max_accounts');
    expect(res.json().error.message).toContain('support@crewcast.example');
    expect(await userCount()).toBe(1);
  });

  it('answers form_incomplete with a message per missing field', async () => {
    const res = await signup({ accountType: 'Partner' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('form_incomplete');
    expect(error.message).toBe('Please fill in the missing fields!');
    expect(Object.keys(error.fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'email', 'username', 'password', 'rblxHandle', 'target']),
    );
  });

  it.each([
    ['an over-long username', { username: 'u'.repeat(27) }, 'username'],
    ['an over-long e-mail', { email: `${'a'.repeat(310)}@example.com` }, 'email'],
    ['a password over 128 characters', { password: 'p'.repeat(129) }, 'password'],
    ['a password under 12 characters', { password: 'short-pass1' }, 'password'],
    ['a password that is not text', { password: 1234567890123 }, 'password'],
    ['a Roblox name over 20 characters', { rblxHandle: 'r'.repeat(21) }, 'rblxHandle'],
    ['a weekly target of 1', { target: 1 }, 'target'],
    ['a weekly target of 15', { target: 15 }, 'target'],
    ['a target that is not a number', { target: 'lots' }, 'target'],
    ['a name of the wrong type', { name: { first: 'x' } }, 'name'],
  ])('refuses %s with invalid_input on that field and stores nothing', async (_, over, field) => {
    const res = await signup(partner(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(res.json().error.fieldErrors).toHaveProperty(field);
    expect(await userCount()).toBe(0);
  });

  it('refuses a weekly goal of 15 with "At most 14 videos a week." and stores nothing', async () => {
    const res = await signup(partner({ target: 15 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.target).toBe('At most 14 videos a week.');
    expect(await userCount()).toBe(0);
    expect((await signup(partner({ target: 14 }))).statusCode).toBe(200);
  });

  it('refuses an unknown account type, including Admin', async () => {
    for (const accountType of ['Admin', 'Wizard', 42]) {
      const res = await signup(partner({ accountType }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    expect(await userCount()).toBe(0);
  });

  it('refuses a Production sign-up that is neither editor nor artist, or lacks the speed of its role', async () => {
    const none = await signup(production({ isEditor: false, isArtist: false }));
    expect(none.statusCode).toBe(400);
    const noSpeed = await signup(production({ editSpeed: undefined }));
    expect(noSpeed.json().error.fieldErrors).toHaveProperty('editSpeed');
    const slowArtist = await signup(production({ isArtist: true, thumbnailSpeed: 4 }));
    expect(slowArtist.json().error.fieldErrors).toHaveProperty('thumbnailSpeed');
    const slowEditor = await signup(production({ editSpeed: 6 }));
    expect(slowEditor.json().error.fieldErrors).toHaveProperty('editSpeed');
    expect(await userCount()).toBe(0);
  });

  it('refuses a body that is not JSON with a 4xx error body', async () => {
    const res = await callRoute(app(), accountRoutes.signup, null, {
      headers: { 'content-type': 'application/json' },
      body: wrong('{"accountType":'),
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });
});

describe('verification', () => {
  it('verifies with the e-mailed secret once, and the second use fails', async () => {
    await signup(partner());
    const hash = verificationSecret(app().sent, 'riley@example.com');
    const first = await post(accountRoutes.verifyHash, { hash });
    // A Partner's channel step comes next (server/features/youtube).
    expect(first.json()).toEqual({ ok: true, accountType: 'Partner', next: 'youtube' });
    const second = await post(accountRoutes.verifyHash, { hash });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('invalid_hash');
  });

  it('refuses a secret older than 48 hours', async () => {
    let clock = new Date('2026-11-01T00:00:00Z');
    await app.rebuild({ now: () => clock });
    await signup(partner());
    const hash = verificationSecret(app().sent, 'riley@example.com');
    clock = new Date('2026-11-03T00:00:01Z');
    const res = await post(accountRoutes.verifyHash, { hash });
    expect(res.json().error.code).toBe('invalid_hash');
  });

  it('re-sends a link by username or e-mail, and answers the same for an unknown account', async () => {
    await signup(partner());
    const put = (uidName: string, uidValue: string) =>
      callRoute(app(), accountRoutes.resendVerification, null, {
        body: wrong({ uidName, uidValue }),
      }).then((r) => r.raw);
    const known = await put('Username', 'RILEY');
    const unknown = await put('Email', 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(app().sent).toHaveLength(2);
    const hash = verificationSecret(app().sent, 'riley@example.com');
    expect((await post(accountRoutes.verifyHash, { hash })).statusCode).toBe(200);
    // Verified accounts get no more links.
    await put('Email', 'riley@example.com');
    expect(app().sent).toHaveLength(2);
  });

  it('refuses a malformed hash and a wrong uidName', async () => {
    const res = await post(accountRoutes.verifyHash, { hash: "' OR 1=1 --" });
    expect(res.statusCode).toBe(400);
    const put = await callRoute(app(), accountRoutes.resendVerification, null, {
      body: wrong({ uidName: 'Phone', uidValue: 'x' }),
    }).then((r) => r.raw);
    expect(put.statusCode).toBe(400);
    expect(put.json().error.code).toBe('invalid_input');
  });
});

describe('login', () => {
  it('logs in by username or e-mail in any case and answers the §7 fields, never a secret', async () => {
    await signupAndVerify();
    for (const name of ['riley', 'RILEY', 'Riley@Example.com']) {
      const res = await login(name);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        error: 'none',
        userid: 'riley',
        useremail: 'riley@example.com',
        useraccounttype: 'Partner',
        userrating: 5,
        name: 'Riley Streamer',
        plan: 'Standard',
        userrblx: 'riley_rbx',
        usertarget: 4,
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });
      expect(body.useruid).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(body)).not.toMatch(/argon2|password|userpwd/i);
    }
  });

  it('answers the Production fields for staff', async () => {
    await signupAndVerify(production({ isArtist: true, thumbnailSpeed: 3 }) as never);
    const body = (await login('ed_cuts')).json();
    expect(body).toMatchObject({
      useraccounttype: 'Production',
      iseditor: true,
      isartist: true,
      edit_speed: 2,
      thumbnail_speed: 3,
    });
  });

  it('answers wrong_login for a wrong password and for an unknown account alike', async () => {
    await signupAndVerify();
    const wrong = await login('riley', 'wrong-password');
    const unknown = await login('nobody');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'wrong_login',
        message: 'Incorrect login details!',
      });
    }
  });

  it('answers unverified_client with a link to /join/verify for an unverified Partner', async () => {
    await signup(partner());
    const res = await login('riley');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'unverified_client',
      message: 'Your account is not verified!',
      link: { text: 'Verify it here', href: '/join/verify?username=riley' },
    });
  });

  it('answers unverified_staff with a link to /join/return for unverified staff', async () => {
    await signup(production());
    const res = await login('ed_cuts');
    expect(res.json().error.code).toBe('unverified_staff');
    expect(res.json().error.link.href).toBe('/join/return?username=ed_cuts');
  });

  it('does not reveal verification status without the right password', async () => {
    await signup(partner());
    expect((await login('riley', 'not-the-password')).json().error.code).toBe('wrong_login');
  });

  it('answers form_incomplete when a field is missing', async () => {
    const res = await post(accountRoutes.login, { username: 'riley' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('form_incomplete');
  });

  it('sets the refresh token in an HttpOnly, SameSite=Strict cookie', async () => {
    await signupAndVerify();
    const res = await login('riley');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/crewcast_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });
});

describe('sessions', () => {
  async function session() {
    await signupAndVerify();
    return (await login('riley')).json() as { accessToken: string; refreshToken: string };
  }
  const refresh = (token?: string, cookie?: string) =>
    post(accountRoutes.token, token ? { token } : {}, cookie ? { cookie } : {});

  it('rotates the refresh token on every use', async () => {
    const s = await session();
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(s.refreshToken);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('accepts the refresh token from the cookie', async () => {
    const s = await session();
    const res = await refresh(undefined, `crewcast_refresh=${s.refreshToken}`);
    expect(res.statusCode).toBe(200);
  });

  it('revokes the whole family when a refresh token is used twice after the grace window', async () => {
    let clock = Date.now();
    await app.rebuild({ now: () => new Date(clock) });
    const s = await session();
    const next = (await refresh(s.refreshToken)).json();
    clock += (sessionLimits.refreshReuseGraceSeconds + 1) * 1000;
    const replay = await refresh(s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_grant');
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a refresh with no token or an unknown one', async () => {
    expect((await refresh()).json().error.code).toBe('invalid_grant');
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const s = await session();
    const out = await callRoute(app(), accountRoutes.logout, null, {
      query: { token: s.refreshToken },
    }).then((r) => r.raw);
    expect(out.json()).toEqual({ ok: true });
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
  });

  it('reads the profile with the access token and refuses without or with a forged one', async () => {
    const s = await session();
    const me = await callRoute(app(), accountRoutes.me, null, {
      headers: { authorization: `Bearer ${s.accessToken}` },
    }).then((r) => r.raw);
    expect(me.json()).toMatchObject({
      username: 'riley',
      name: 'Riley Streamer',
      accountType: 'Partner',
    });
    expect((await callRoute(app(), accountRoutes.me, null).then((r) => r.raw)).statusCode).toBe(
      401,
    );
    const forged = await callRoute(app(), accountRoutes.me, null, {
      headers: { authorization: `Bearer ${s.accessToken.slice(0, -4)}AAAA` },
    }).then((r) => r.raw);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('unauthorized');
  });
});

describe('admin', () => {
  async function adminSession() {
    await signupAndVerify();
    // Admins are never created by sign-up; the seed or an operator makes them.
    const riley = await app()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'riley')
      .executeTakeFirstOrThrow();
    await changeAccount(app(), riley.id, () =>
      app()
        .db.updateTable('users')
        .set({ account_type: 'Admin', plan: null })
        .where('id', '=', riley.id)
        .execute(),
    );
    return (await login('riley')).json() as { accessToken: string };
  }

  it('lets a signed-in Admin open a fresh session with its own token', async () => {
    const s = await adminSession();
    const res = await post(
      accountRoutes.bypassLogin,
      { username: 'riley' },
      { authorization: `Bearer ${s.accessToken}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: 'none', useraccounttype: 'Admin' });
  });

  it('refuses bypass-login to a Partner, to no token, and for another username', async () => {
    await signupAndVerify();
    const p = (await login('riley')).json();
    const asPartner = await post(
      accountRoutes.bypassLogin,
      { username: 'riley' },
      { authorization: `Bearer ${p.accessToken}` },
    );
    expect(asPartner.statusCode).toBe(403);
    expect((await post(accountRoutes.bypassLogin, { username: 'riley' })).statusCode).toBe(401);
  });

  it("lets an Admin change a Partner's plan, and nobody else", async () => {
    await signupAndVerify(partner({ email: 'p@example.com', username: 'pat' }));
    const pat = await app()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'pat')
      .executeTakeFirstOrThrow();
    const patToken = (await login('pat')).json().accessToken;
    const put = (token: string, body: unknown) =>
      callRoute(app(), accountRoutes.setPlan, null, {
        headers: { authorization: `Bearer ${token}` },
        body: wrong(body),
      }).then((r) => r.raw);
    expect((await put(patToken, { uid: pat.id, plan: 'Premium' })).statusCode).toBe(403);
    const s = await adminSession();
    expect((await put(s.accessToken, { uid: pat.id, plan: 'Premium' })).statusCode).toBe(200);
    expect((await put(s.accessToken, { uid: pat.id, plan: 'Gold' })).statusCode).toBe(400);
    expect((await put(s.accessToken, { uid: 'not-a-uuid', plan: 'Premium' })).statusCode).toBe(400);
    const row = await app()
      .db.selectFrom('users')
      .select('plan')
      .where('id', '=', pat.id)
      .executeTakeFirstOrThrow();
    expect(row.plan).toBe('Premium');
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message after too many logins from one IP', async () => {
    await app.rebuild({ env: { AUTH_RATE_LIMIT: '3' } });
    for (let i = 0; i < 3; i += 1) expect((await login(`nobody${i}`)).statusCode).toBe(401);
    const res = await login('nobody');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(res.json().error.message).toMatch(/Too many attempts\. Please wait \d+ minutes/);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits sign-ups per e-mail address across IPs', async () => {
    const from = (ip: string, i: number) =>
      callRoute(app(), accountRoutes.signup, null, {
        body: wrong(partner({ username: `probe${i}` })),
        remoteAddress: ip,
      }).then((r) => r.raw);
    expect((await from('10.0.0.1', 0)).statusCode).toBe(200);
    for (let i = 1; i < 10; i += 1) expect((await from(`10.0.0.${i + 1}`, i)).statusCode).toBe(409);
    expect((await from('10.0.9.9', 10)).statusCode).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    await app.rebuild({ env: { AUTH_RATE_LIMIT: '2' } });
    await signup(partner());
    await signup(partner({ email: 'b@example.com', username: 'bee' }));
    const res = await signup(partner({ email: 'c@example.com', username: 'cee' }));
    expect(res.statusCode).toBe(429);
    expect(await userCount()).toBe(2);
  });
});
