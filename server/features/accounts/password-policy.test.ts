import { beforeEach, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { isCommonPassword } from '../../auth/password-policy.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

let t: TestApp;
const app = useTestApp({}, 'test');
beforeEach(async () => {
  t = app();
});

const affiliate = (over: Record<string, unknown> = {}) => ({
  accountType: 'Affiliate',
  name: 'Sam Clips',
  email: 'sam.clips@example.com',
  username: 'samclips',
  password: 'violet-harbour-lantern',
  rblxHandle: 'sam_rbx',
  ...over,
});
const signup = (body: unknown) =>
  callRoute(t, accountRoutes.signup, null, { body: wrong(body) }).then((r) => r.raw);
const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;

describe('password policy', () => {
  it('accepts 12 and 128 characters and refuses 11 and 129', async () => {
    expect((await signup(affiliate({ password: 'kq7-vnz4-rt2' }))).statusCode).toBe(200);
    const long = 'a quiet violet harbour '.repeat(6).slice(0, 128);
    const res = await signup(
      affiliate({ email: 'b@example.com', username: 'bee', password: long }),
    );
    expect(res.statusCode).toBe(200);
    for (const password of ['kq7-vnz4-rt', `${long}x`]) {
      const refused = await signup(
        affiliate({ email: 'c@example.com', username: 'cee', password }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toHaveProperty('password');
    }
    expect(await users()).toBe(2);
  });

  it.each([
    ['containing the username in another case', 'my-SAMCLIPS-pass'],
    ['containing the e-mail', 'Sam.Clips@Example.com!'],
    ['containing the e-mail before the @', 'xx-sam.clips-xx'],
  ])('refuses a password %s with password_personal', async (_, password) => {
    const res = await signup(affiliate({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('password_personal');
    expect(res.json().error.fieldErrors.password).toMatch(/username or e-mail/);
    expect(await users()).toBe(0);
  });

  it('refuses a password equal to the username', async () => {
    const res = await signup(affiliate({ username: 'longusername', password: 'LongUsername' }));
    expect(res.json().error.code).toBe('password_personal');
  });

  it('refuses a common or breached password in any case with password_common', async () => {
    for (const password of ['password1234', 'QWERTYUIOP123', 'Qwerty123456']) {
      expect(await isCommonPassword(password)).toBe(true);
      const res = await signup(affiliate({ password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('password_common');
      expect(res.json().error.fieldErrors).toHaveProperty('password');
    }
    expect(await users()).toBe(0);
    expect(await isCommonPassword('violet-harbour-lantern')).toBe(false);
  });

  it('lets the demo password pass the policy', async () => {
    const { demoPassword } = await import('../../db/seed.js');
    expect(await isCommonPassword(demoPassword)).toBe(false);
    expect(demoPassword.length).toBeGreaterThanOrEqual(12);
  });
});
