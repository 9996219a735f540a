import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { demoAccounts, demoPassword, seedDemoData } from './seed.js';

const app = useTestApp({}, 'test');

describe('demo data', () => {
  it('creates one verified account of each type once, each able to log in', async () => {
    expect(await seedDemoData(app().db)).toBe(true);
    expect(await seedDemoData(app().db)).toBe(false);
    for (const account of demoAccounts) {
      const res = await app().app.inject({
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
