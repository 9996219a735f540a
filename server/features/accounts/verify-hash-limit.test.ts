import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '3' } });

const verify = (hash: string, remoteAddress: string) =>
  app().app.inject({
    method: 'POST',
    url: '/api/auth/verify/hash',
    payload: { hash },
    remoteAddress,
  });

const resend = (uidValue: string, remoteAddress: string) =>
  app().app.inject({
    method: 'PUT',
    url: '/api/auth/verify/hash',
    payload: { uidName: 'Email', uidValue },
    remoteAddress,
  });

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
