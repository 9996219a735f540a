import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { demoAccounts, demoPassword, seedDemoData } from './seed.js';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('demo data', () => {
  it('creates one verified account of each type once, each able to log in', async () => {
    t = await buildTestApp();
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    for (const account of demoAccounts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { username: account.username, password: demoPassword },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().useraccounttype).toBe(account.accountType);
    }
    expect(new Set(demoAccounts.map((a) => a.accountType))).toEqual(
      new Set(['Admin', 'Partner', 'Production', 'Affiliate']),
    );
  });
});
