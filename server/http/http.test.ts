import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { demoPassword, seedDemoData } from '../db/seed.js';
import { useTestApp } from '../test/use-test-app.js';
import { redactUrl } from './logging.js';

// A new app for each test: one takes its database away, two rebuild it with a web folder or a log.
const app = useTestApp({}, 'test');

describe('http basics', () => {
  it('answers health with ok while the database answers', async () => {
    const t = app();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers health with 503 and an error body when the database does not answer', async () => {
    const down = app();
    await down.db.destroy();
    // The pool is gone; close the app without touching the database again.
    down.db.destroy = async () => {};
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('service_unavailable');
  });

  it('answers an unknown API path with a 404 error body', async () => {
    const t = app();
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('refuses a body over 1 MiB with 413 and an error body', async () => {
    const t = app();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('invalid_input');
  });

  it('refuses a wrong content type with a 4xx error body', async () => {
    const t = app();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<username>x</username>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('invalid_input');
  });

  it('sends the security headers on every answer', async () => {
    const t = app();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the web app, index.html for its pages, and that page with 404 for any other address', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'crewcast-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Crewcast</title>');
    writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    const t = await app.rebuild({ webDir });
    const page = await t.app.inject({ method: 'GET', url: '/dashboard/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Crewcast</title>');
    const staff = await t.app.inject({ method: 'GET', url: '/dashboard/manage/staff/x?y=1' });
    expect(staff.statusCode).toBe(200);
    // No such page: the app still comes (it shows its not-found page), with the status to match.
    for (const url of ['/no-such-page', '/dashboard/no-such-page', '/login/extra']) {
      const unknown = await t.app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.body).toContain('<title>Crewcast</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/not-a-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('logs requests as JSON without passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await app.rebuild({ env: { LOG_LEVEL: 'info' }, logStream });
    await seedDemoData(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { username: 'partner', password: demoPassword },
    });
    const { accessToken, refreshToken } = login.json();
    await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: {
        authorization: `Bearer ${accessToken}`,
        cookie: `crewcast_refresh=${refreshToken}`,
      },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/auth/user/logout?token=${refreshToken}` });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(log).toContain('/api/auth/user/logout?token=[redacted]');
    expect(log).not.toContain(demoPassword);
    expect(log).not.toContain(refreshToken);
    expect(log).not.toContain(accessToken);
  });

  it('redacts tokens and secrets from logged URLs', () => {
    expect(redactUrl('/api/auth/user/logout?token=abc&x=1')).toBe(
      '/api/auth/user/logout?token=[redacted]&x=1',
    );
    expect(redactUrl('/join/verify?hash=s3cret')).toBe('/join/verify?hash=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
