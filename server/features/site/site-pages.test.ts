import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

let webDir: string;
const script = 'console.log("the app of index.html");'.repeat(40);

beforeEach(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'crewcast-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(path.join(webDir, 'landing.html'), '<!doctype html><title>Landing</title>');
  writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(webDir, 'assets', 'app-1.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'app-1.js.gz'), gzipSync(script));
});
const app = useTestApp(() => ({ webDir }), 'test');

const get = (url: string, headers: Record<string, string> = {}) =>
  app().app.inject({ method: 'GET', url, headers });

describe('the pages of the public site', () => {
  it('serves the lean landing page for `/`, with or without a query', async () => {
    for (const url of ['/', '/?via=aff_kim']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Landing</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the app for every other page, the marketing pages included', async () => {
    for (const url of ['/learn/pricing', '/contact?topic=account-issue', '/dashboard/home']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>App</title>');
    }
  });

  it('serves robots.txt as a text file, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
  });

  it('sends the pre-compressed file to a browser that accepts it, and says it varies', async () => {
    const zipped = await get('/assets/app-1.js', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(script.length);
    const plain = await get('/assets/app-1.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('without a landing page in the build', () => {
  it('serves the app for `/` too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-web-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>App</title>');
    const other = await app.rebuild({ webDir: dir });
    const res = await other.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<title>App</title>');
  });
});

describe("the file hints of the dashboard's pages", () => {
  it('names the files the build listed for a page in its HTML, and none elsewhere', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-web-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(dir, 'page-preloads.json'),
      JSON.stringify({
        '/dashboard/home': { scripts: ['/assets/home-1.js'], styles: ['/assets/home-1.css'] },
        '/dashboard/manage/staff/:uid': {
          scripts: ['/assets/staff-1.js', '"><script>alert(1)</script>'],
          styles: [],
        },
      }),
    );
    const other = await app.rebuild({ webDir: dir });
    const get = (url: string) => other.app.inject({ method: 'GET', url });
    const home = await get('/dashboard/home?tab=1');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1.js">',
    );
    expect(home.body).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/home-1.css">',
    );
    expect(home.body).toMatch(/<title>App<\/title>[\s\S]*<link[\s\S]*<\/head>/);

    // A route with a parameter; a name that is no built file is left out.
    const staff = await get('/dashboard/manage/staff/8f2b8c1e');
    expect(staff.body).toContain('href="/assets/staff-1.js"');
    expect(staff.body).not.toContain('<script>');

    for (const url of ['/learn/pricing', '/dashboard/chat']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('preload');
    }
    const missing = await get('/dashboard/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('preload');
  });
});
