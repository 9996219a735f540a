import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../playwright.config.js';

// The JavaScript a Partner's first visit downloads: open /login in a fresh browser, log in as the
// demo Partner and wait for Home and a quiet network. Sizes are the bytes on the wire (the
// server's pre-compressed files, brotli when the browser asks for it, as Chromium does), read
// from the DevTools protocol, so what a real browser fetches is what is counted.

export type FirstLoadJs = {
  /** Bytes of script over the wire (brotli), every file the visit fetched. */
  bytes: number;
  /** The same files as the server sends them gzipped (their pre-compressed .gz). */
  gzipBytes: number;
  scripts: Array<{ url: string; bytes: number; gzipBytes: number }>;
};

/** Bytes of a file as the server sends it gzipped: the header holds what went over the wire. */
async function gzippedBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await res.arrayBuffer());
  return Number(res.headers.get('content-length') ?? body.length);
}

/** Measures the script a first visit from /login to the logged-in Home downloads from `base`. */
export async function measureDashboardFirstLoad(
  base: string,
  username = 'partner',
  password = 'crewcast-demo-2026',
): Promise<FirstLoadJs> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scriptUrls = new Map<string, string>();
    const fetched: Array<{ url: string; bytes: number }> = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scriptUrls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = scriptUrls.get(e.requestId);
      if (url) fetched.push({ url, bytes: e.encodedDataLength });
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL(/\/dashboard\/home/);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(
      fetched.map(async (s) => ({
        url: s.url.replace(base, ''),
        bytes: s.bytes,
        gzipBytes: await gzippedBytes(s.url),
      })),
    );
    return {
      bytes: scripts.reduce((a, s) => a + s.bytes, 0),
      gzipBytes: scripts.reduce((a, s) => a + s.gzipBytes, 0),
      scripts,
    };
  } finally {
    await browser.close();
  }
}

// Run on its own (`node --import tsx bench/dashboard-first-load.ts http://127.0.0.1:3000`) against
// a server that is already up.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureDashboardFirstLoad(process.argv[2] ?? 'http://127.0.0.1:3000');
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.info('  brotli     gzip');
  for (const s of result.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.info(`${kb(s.bytes)} ${kb(s.gzipBytes)}  ${s.url}`);
  console.info(`${kb(result.bytes)} ${kb(result.gzipBytes)}  total KB`);
}
