import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../../common/api/accounts.js';
import { callRoute } from '../../test/call-route.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '3' } });

const verify = (hash: string, remoteAddress: string) =>
  callRoute(app(), accountRoutes.verifyHash, null, { body: { hash }, remoteAddress }).then(
    (r) => r.raw,
  );

const resend = (uidValue: string, remoteAddress: string) =>
  callRoute(app(), accountRoutes.resendVerification, null, {
    body: { uidName: 'Email', uidValue },
    remoteAddress,
  }).then((r) => r.raw);

describe('the verification routes are rate-limited per address', () => {
  it('answers 429 to the fourth verification attempt from one address, not to another address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await verify(`guess-${i}`, '203.0.113.7')).json().error.code).toBe('invalid_hash');
    const limited = await verify('guess-3', '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify('guess-4', '203.0.113.8')).json().error.code).toBe('invalid_hash');
  });

  it('answers 429 to the fourth resend request from one address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await resend(`nobody${i}@example.com`, '203.0.113.9')).statusCode).toBe(200);
    const limited = await resend('nobody3@example.com', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });
});
