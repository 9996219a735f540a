import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressOf } from '../realtime/socket-auth.js';
import { testPassword, userWithPassword } from '../test/sessions.js';
import { useTestApp } from '../test/use-test-app.js';

// Each test rebuilds it with the proxy setting it checks.
const app = useTestApp({}, 'test');

// A client behind one proxy that writes its own X-Forwarded-For entry first, hoping to be taken
// for 203.0.113.66; the proxy (10.0.0.2) appends the address it saw, 198.51.100.7.
const spoofed = '203.0.113.66, 198.51.100.7';

/** The address a sign-in was recorded from, as the user's session list shows it. */
async function signInAddress(trustProxy: string): Promise<string> {
  const t = await app.rebuild({ env: { TRUST_PROXY: trustProxy } });
  const user = await userWithPassword(t);
  const login = t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { username: user.username, password: testPassword },
    headers: { 'x-forwarded-for': spoofed },
    remoteAddress: '10.0.0.2',
  });
  expect((await login).statusCode).toBe(200);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/auth/sign-ins',
    headers: user.headers,
  });
  return list.json<{ signIns: Array<{ ip: string }> }>().signIns[0]!.ip;
}

describe('TRUST_PROXY counts hops', () => {
  it('takes the address the nearest proxy saw, not the entry the client wrote', async () => {
    expect(await signInAddress('true')).toBe('198.51.100.7');
  });

  it('takes the client-written entry only when told two proxies are in front', async () => {
    expect(await signInAddress('2')).toBe('203.0.113.66');
  });

  it('ignores X-Forwarded-For without a proxy', async () => {
    expect(await signInAddress('false')).toBe('10.0.0.2');
  });

  it('reads a socket handshake the same way', () => {
    const req = {
      headers: { 'x-forwarded-for': spoofed },
      socket: { remoteAddress: '10.0.0.2' },
    } as unknown as IncomingMessage;
    expect([0, 1, 2, 5].map((hops) => addressOf(req, hops))).toEqual([
      '10.0.0.2',
      '198.51.100.7',
      '203.0.113.66',
      '203.0.113.66',
    ]);
  });
});
