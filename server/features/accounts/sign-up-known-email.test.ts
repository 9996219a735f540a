import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../auth/passwords.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

// Counts the hashes a sign-up computes. Hashing is by far the slowest step of a sign-up, so an
// answer that skips it for a taken address would tell which addresses have accounts. Counting
// proves the hash runs either way without timing anything on a shared machine.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../auth/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return real.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const affiliate = (n: string, email: string) => ({
  accountType: 'Affiliate',
  name: 'Timing Probe',
  email,
  username: `probe_${n}`,
  password: 'violet-harbour-lantern',
  rblxHandle: 'probe_rbx',
});
const signup = (body: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/user/signup', payload: body, remoteAddress: ip });

describe('sign-up and known e-mails', () => {
  it('hashes the password for a known e-mail as for a new one, and keeps the max_accounts message', async () => {
    expect((await signup(affiliate('first', 'known@example.com'))).statusCode).toBe(200);
    hashes.count = 0;
    const known = await signup(affiliate('known', 'KNOWN@example.com'), '10.1.0.1');
    expect(known.statusCode).toBe(409);
    expect(hashes.count).toBe(1);
    const fresh = await signup(affiliate('fresh', 'fresh@example.com'), '10.2.0.1');
    expect(fresh.statusCode).toBe(200);
    expect(hashes.count).toBe(2);
    expect(known.json().error.code).toBe('max_accounts');
    expect(known.json().error.message).toMatch(/maximum number of accounts/);
  });

  it('is limited per address, whatever the e-mail', async () => {
    await t.close();
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    expect((await signup(affiliate('a', 'a@example.com'))).statusCode).toBe(200);
    expect((await signup(affiliate('b', 'a@example.com'))).statusCode).toBe(409);
    const res = await signup(affiliate('c', 'c@example.com'));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(1);
  });
});
