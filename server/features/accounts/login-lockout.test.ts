import { beforeEach, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute } from '../../test/call-route.js';
import { hashPassword } from '../../auth/passwords.js';
import type { MailMessage } from '../../integrations/email/mailer.js';
import { memoryRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { accountsRepository } from './accounts.repository.js';
import { accountsService } from './accounts.service.js';
import { failureDelayMs, loginThrottle } from './login-throttle.js';
import { systemClock } from '../../clock.js';

const password = 'violet-harbour-lantern';
let owner: TestUser;
const app = useTestApp({}, 'test');
beforeEach(async () => {
  owner = await createUser(app(), { accountType: 'Affiliate' });
  await app()
    .db.updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', owner.uid)
    .execute();
});

const loginFrom = (ip: string, username: string, pass: string) =>
  callRoute(app(), accountRoutes.login, null, {
    body: { username, password: pass },
    remoteAddress: ip,
  }).then((r) => r.raw);

/** The accounts service on the test database, with the waits it would make recorded instead. */
function recordingService() {
  const sent: MailMessage[] = [];
  const waits: number[] = [];
  const limiter = memoryRateLimiter();
  const service = accountsService({
    repo: accountsRepository(app().db),
    mailer: { kind: 'smtp', send: async (m) => void sent.push(m), close: async () => {} },
    limiter,
    jwtKey: app().jwtKey,
    publicUrl: 'http://localhost:3000',
    now: systemClock,
    supportEmail: 'support@example.com',
    authRateLimit: 1000,
    log: { info: () => {}, warn: () => {} },
    sleep: async (ms) => void waits.push(ms),
  });
  const attemptAs = (username: string, ip: string, pass: string, device?: string) =>
    service.login({ username, password: pass }, { ip, userAgent: '', device }).then(
      () => 'ok',
      (e: { code?: string }) => e.code ?? 'error',
    );
  const attempt = (ip: string, pass: string, device?: string) =>
    attemptAs(owner.username, ip, pass, device);
  return { attempt, attemptAs, waits, sent, close: () => limiter.close() };
}

describe('login lockout per account and address', () => {
  it('never refuses the right password because of failures from other addresses', async () => {
    // 20 wrong passwords from ten addresses, alternating username and e-mail.
    for (let i = 0; i < 20; i += 1) {
      const login = i % 2 ? owner.username : owner.email.toUpperCase();
      expect((await loginFrom(`10.0.0.${i % 10}`, login, 'wrong-password!')).statusCode).toBe(401);
    }
    expect((await loginFrom('10.0.9.9', owner.username, password)).statusCode).toBe(200);
    expect((await loginFrom('10.0.0.1', owner.username, password)).statusCode).toBe(200);
  });

  it('slows each address down progressively, then refuses it alone, even with the right password', async () => {
    const s = recordingService();
    const failures = loginThrottle.failuresPerAccountAndAddress;
    for (let i = 0; i < failures; i += 1)
      expect(await s.attempt('10.1.0.1', 'wrong')).toBe('wrong_login');
    expect(s.waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000, 4000]);
    expect(await s.attempt('10.1.0.1', password)).toBe('rate_limited');
    expect(await s.attempt('10.1.0.2', password)).toBe('ok');
    // Another address starts with its own free tries.
    expect(await s.attempt('10.1.0.3', 'wrong')).toBe('wrong_login');
    expect(s.waits).toHaveLength(8);
    await s.close();
  });

  it('waits nothing for the first failures and doubles the wait up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(failureDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000,
    ]);
  });

  it('e-mails the owner once after repeated failures from anywhere, and nobody for an unknown name', async () => {
    const s = recordingService();
    for (let i = 0; i < loginThrottle.alertAfterFailures - 1; i += 1)
      await s.attempt(`10.2.0.${i}`, 'wrong');
    expect(s.sent).toHaveLength(0);
    for (let i = 0; i < 4; i += 1) await s.attempt(`10.3.0.${i}`, 'wrong');
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]?.to).toBe(owner.email);
    expect(s.sent[0]?.subject).toBe('Failed logins to your Crewcast account');
    expect(s.sent[0]?.text).toContain('http://localhost:3000/login/forgot');
    expect(s.sent[0]?.text).not.toContain('wrong');
    await s.close();

    const other = recordingService();
    for (let i = 0; i < 8; i += 1) await other.attemptAs('no-such-user', `10.4.0.${i}`, 'wrong');
    expect(other.sent).toHaveLength(0);
    await other.close();
  });

  it('takes at most the ceiling of wrong passwords an hour across addresses, yet lets a known browser in', async () => {
    const s = recordingService();
    const laptop = 'known-laptop-device-cookie-value-0123456789ab';
    expect(await s.attempt('10.8.0.1', password, laptop)).toBe('ok');
    // Spread over many addresses, each within its own limit.
    for (let i = 0; i < loginThrottle.failuresPerAccountPerHour; i += 1)
      expect(await s.attempt(`10.7.${i % 20}.${Math.floor(i / 20)}`, 'wrong')).toBe('wrong_login');
    expect(await s.attempt('10.9.0.1', 'wrong')).toBe('rate_limited');
    expect(await s.attempt('10.9.0.2', password)).toBe('rate_limited');
    expect(
      await s.attempt('10.9.0.3', password, 'a-browser-never-seen-here-0123456789abcdef'),
    ).toBe('rate_limited');
    // The owner's own browser, from a new address: a wrong guess counts, the right one works.
    expect(await s.attempt('10.9.0.4', 'wrong', laptop)).toBe('wrong_login');
    expect(await s.attempt('10.9.0.4', password, laptop)).toBe('ok');
    await s.close();
  });

  it('keeps the per-address limit over every account', async () => {
    await app.rebuild({ env: { AUTH_RATE_LIMIT: '3' } });
    for (let i = 0; i < 3; i += 1)
      expect((await loginFrom('10.5.0.1', `nobody${i}`, 'wrong')).statusCode).toBe(401);
    const res = await loginFrom('10.5.0.1', 'someone-else', 'wrong');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
  });
});
