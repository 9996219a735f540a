import { performance } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(body: object, ip: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const res = await signup(body, ip);
  return { ms: performance.now() - start, status: res.statusCode };
}

describe('sign-up and known e-mails', () => {
  it('takes about as long for a known e-mail as for a new one, and keeps the max_accounts message', async () => {
    expect((await signup(affiliate('first', 'known@example.com'))).statusCode).toBe(200);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (let i = 0; i < 7; i += 1) {
      const k = await timed(affiliate(`k${i}`, 'known@example.com'), `10.1.0.${i}`);
      expect(k.status).toBe(409);
      known.push(k.ms);
      const u = await timed(affiliate(`u${i}`, `new${i}@example.com`), `10.2.0.${i}`);
      expect(u.status).toBe(200);
      unknown.push(u.ms);
    }
    // Hashing the password is the bulk of the work; skipping it for a taken address would make
    // that answer several times faster.
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
    const res = await signup(affiliate('again', 'KNOWN@example.com'), '10.3.0.1');
    expect(res.json().error.code).toBe('max_accounts');
    expect(res.json().error.message).toMatch(/maximum number of accounts/);
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
