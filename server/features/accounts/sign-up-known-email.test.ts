import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { argon2id } from '../../auth/passwords.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({}, 'test');
afterEach(async () => {
  vi.restoreAllMocks();
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
  callRoute(app(), accountRoutes.signup, null, { body: wrong(body), remoteAddress: ip }).then(
    (r) => r.raw,
  );

describe('sign-up and known e-mails', () => {
  // Hashing is by far the slowest step of a sign-up, so an answer that skipped it for a taken
  // address would tell which addresses have accounts. Counting the hashes proves it runs either
  // way without timing anything on a shared machine.
  it('hashes the password for a known e-mail as for a new one, and keeps the max_accounts message', async () => {
    expect((await signup(affiliate('first', 'known@example.com'))).statusCode).toBe(200);
    const hashing = vi.spyOn(argon2id, 'hash');
    const known = await signup(affiliate('known', 'KNOWN@example.com'), '10.1.0.1');
    expect(known.statusCode).toBe(409);
    expect(hashing).toHaveBeenCalledTimes(1);
    const fresh = await signup(affiliate('fresh', 'fresh@example.com'), '10.2.0.1');
    expect(fresh.statusCode).toBe(200);
    expect(hashing).toHaveBeenCalledTimes(2);
    expect(known.json().error.code).toBe('max_accounts');
    expect(known.json().error.message).toMatch(/maximum number of accounts/);
  });

  it('is limited per address, whatever the e-mail', async () => {
    await app.rebuild({ env: { AUTH_RATE_LIMIT: '2' } });
    expect((await signup(affiliate('a', 'a@example.com'))).statusCode).toBe(200);
    expect((await signup(affiliate('b', 'a@example.com'))).statusCode).toBe(409);
    const res = await signup(affiliate('c', 'c@example.com'));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect((await app().db.selectFrom('users').select('id').execute()).length).toBe(1);
  });
});
