import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.js';
import { startUpload, tusHeaders } from '../test/drive.js';
import { useTestApp } from '../test/use-test-app.js';

// A new app for each test: one of them rebuilds it with an https PUBLIC_URL, and two listen.
const app = useTestApp({}, 'test');

/** The app listening on a free port, for answers that never pass through Fastify's inject. */
async function listening() {
  await app().app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app().app.server.address() as AddressInfo).port}`;
}

const directive = (csp: string | null | undefined, name: string) =>
  csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(directive(headers.get('content-security-policy'), 'frame-ancestors')).toBe(
    "frame-ancestors 'none'",
  );
}

describe('security headers', () => {
  it('sends HSTS for a year with subdomains when PUBLIC_URL is https', async () => {
    const t = await app.rebuild({ env: { PUBLIC_URL: 'https://crewcast.example' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS when the product is served over plain http', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets pages connect to their own origin only, WebSockets included', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toMatch(/ws:|wss:|\*/);
  });

  it('sends them on the tus HEAD answer, which the upload server writes itself', async () => {
    const base = await listening();
    const partner = await createUser(app(), { accountType: 'Partner' });
    const started = await startUpload(app(), partner, { size: 1000 });
    expect(started.statusCode).toBe(201);
    const head = await fetch(`${base}${started.json().uri}`, {
      method: 'HEAD',
      headers: tusHeaders(partner),
    });
    expect(head.status).toBe(200);
    expectSecurityHeaders(head.headers);
  });

  it('sends them on Socket.IO long-polling answers', async () => {
    const base = await listening();
    const res = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    await res.arrayBuffer();
    expectSecurityHeaders(res.headers);
  });
});
