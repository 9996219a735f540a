import { beforeEach, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { hashPassword } from '../../auth/passwords.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const oldPassword = 'violet-harbour-lantern';
const newPassword = 'amber-canyon-whistle';
let user: TestUser;
let clock = new Date('2026-11-27T10:00:00Z');

const app = useTestApp({ now: () => clock }, 'test');
async function setUp() {
  user = await createUser(app(), { accountType: 'Partner', name: 'Riley' });
  await app()
    .db.updateTable('users')
    .set({ password_hash: await hashPassword(oldPassword) })
    .where('id', '=', user.uid)
    .execute();
}
beforeEach(async () => {
  clock = new Date('2026-11-27T10:00:00Z');
  await setUp();
});

// Bodies are kept loose: the tests of bad input send what the contract refuses.
const inject = (
  route:
    | typeof accountRoutes.forgotPassword
    | typeof accountRoutes.resetPassword
    | typeof accountRoutes.login
    | typeof accountRoutes.changePassword,
  payload: object,
  headers = {},
) => callRoute(app(), route, null, { body: wrong(payload), headers }).then((r) => r.raw);
const forgot = (email: string) => inject(accountRoutes.forgotPassword, { email });
const reset = (hash: string, password: string) =>
  inject(accountRoutes.resetPassword, { hash, password });
const login = (password: string) =>
  inject(accountRoutes.login, { username: user.username, password });
/** Logs in and answers the refresh cookie of the new session. */
async function session(): Promise<string> {
  const res = await login(oldPassword);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'crewcast_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.value;
}
const refresh = (token: string) =>
  callRoute(app(), accountRoutes.token, null, {
    headers: { cookie: `crewcast_refresh=${token}` },
    body: {},
  }).then((r) => r.raw);
function linkSecret(): string {
  const mail = [...app().sent].reverse().find((m) => m.subject === 'Reset your Crewcast password');
  const secret = mail?.text.match(/\/login\/reset\?hash=([A-Za-z0-9_-]+)/)?.[1];
  if (!secret) throw new Error('no reset e-mail');
  return secret;
}

describe('forgot password', () => {
  it('e-mails a link for a known address and answers an unknown one the same, sending nothing', async () => {
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(app().sent.map((m) => m.to)).toEqual([user.email]);
    expect(app().sent[0]?.text).toMatch(/expires in 60 minutes/);
    expect(app().sent[0]?.text).toContain('http://localhost:3000/login/reset?hash=');
  });

  it('is limited per address and refuses a malformed e-mail', async () => {
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email)).statusCode).toBe(200);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(app().sent).toHaveLength(3);
    for (const email of ['not-an-email', 42, `${'a'.repeat(320)}@x.io`]) {
      const bad = await inject(accountRoutes.forgotPassword, { email });
      expect(bad.statusCode).toBe(400);
    }
    expect((await inject(accountRoutes.forgotPassword, {})).statusCode).toBe(400);
  });
});

describe('reset password', () => {
  it('sets the new password once and ends every session', async () => {
    const [a, b] = [await session(), await session()];
    await forgot(user.email);
    const res = await reset(linkSecret(), newPassword);
    expect(res.statusCode).toBe(200);
    expect((await login(oldPassword)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    for (const token of [a, b]) expect((await refresh(token)).statusCode).toBe(401);
    const again = await reset(linkSecret(), 'another-fine-passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_reset_link');
    expect(app().sent.at(-1)?.subject).toBe('Your Crewcast password was changed');
  });

  it('voids the older links once one is used', async () => {
    await forgot(user.email);
    const first = linkSecret();
    await forgot(user.email);
    expect((await reset(linkSecret(), newPassword)).statusCode).toBe(200);
    expect((await reset(first, 'another-fine-passphrase')).json().error.code).toBe(
      'invalid_reset_link',
    );
  });

  it('refuses a link older than an hour', async () => {
    await forgot(user.email);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const res = await reset(linkSecret(), newPassword);
    expect(res.json().error.code).toBe('invalid_reset_link');
    expect((await login(oldPassword)).statusCode).toBe(200);
  });

  it('refuses a bad new password and keeps the link for a better one', async () => {
    await forgot(user.email);
    const hash = linkSecret();
    const cases: [string, unknown][] = [
      ['invalid_input', 'too-short'],
      ['invalid_input', 'x'.repeat(129)],
      ['password_personal', `my-${user.username.toUpperCase()}-pass`],
      ['password_common', 'password1234'],
      ['invalid_input', 12345678901234],
    ];
    for (const [code, password] of cases) {
      const res = await inject(accountRoutes.resetPassword, { hash, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.fieldErrors).toHaveProperty('password');
    }
    expect((await login(oldPassword)).statusCode).toBe(200);
    expect((await reset(hash, newPassword)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed secret', async () => {
    expect((await reset('a'.repeat(43), newPassword)).json().error.code).toBe('invalid_reset_link');
    expect((await reset('not a hash!', newPassword)).statusCode).toBe(400);
    expect((await inject(accountRoutes.resetPassword, { password: newPassword })).statusCode).toBe(
      400,
    );
    expect((await login(oldPassword)).statusCode).toBe(200);
  });
});

describe('change password', () => {
  const change = (body: object, headers: Record<string, string> = user.headers) =>
    inject(accountRoutes.changePassword, body, headers);

  it('needs the current password, keeps this session and ends the others', async () => {
    const here = await session();
    const elsewhere = await session();
    const res = await change(
      { currentPassword: oldPassword, password: newPassword },
      { ...user.headers, cookie: `crewcast_refresh=${here}` },
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await refresh(here)).statusCode).toBe(200);
    expect((await login(newPassword)).statusCode).toBe(200);
    expect(app().sent.at(-1)?.subject).toBe('Your Crewcast password was changed');
  });

  it('refuses a wrong current password, a weak or unchanged new one, and no token, changing nothing', async () => {
    const wrong = await change({ currentPassword: 'not-my-password', password: newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('wrong_current_password');
    expect(wrong.json().error.fieldErrors).toHaveProperty('currentPassword');
    const same = await change({ currentPassword: oldPassword, password: oldPassword });
    expect(same.json().error.fieldErrors).toHaveProperty('password');
    const personal = await change({ currentPassword: oldPassword, password: `${user.email}-x` });
    expect(personal.json().error.code).toBe('password_personal');
    const missing = await change({ password: newPassword });
    expect(missing.statusCode).toBe(400);
    expect(
      (await change({ currentPassword: oldPassword, password: newPassword }, {})).statusCode,
    ).toBe(401);
    expect((await login(oldPassword)).statusCode).toBe(200);
  });
});
