import type { Browser } from '@playwright/test';

// The JavaScript a Partner's first visit downloads: open /login in a fresh browser context, log
// in and follow the app to Home until Home has run. Every script response the browser receives is
// counted, whatever asked for it: a <script>, an import, a modulepreload hint in the HTML or one
// the module loader adds. Shared by the first-load budget's browser test and the bench.

/**
 * The most gzipped JavaScript a first visit from /login to Home should download: 175 kB, in
 * thousands of bytes, what a user pays for on a slow phone network. The bench reports against it.
 */
export const firstLoadBudgetBytes = 175_000;

/**
 * What the browser test lets a first visit download until the budget is met: the first load as
 * last measured (182.9 kB: every schema of common/ on zod/mini, then the session and Home changes
 * of decision 156's addendum), rounded up. Lower it with every change that makes the first load
 * lighter, down to the budget; raise it only for something the first screens must do, written down
 * with its cost (decision 144: the last five videos, 3.8 kB; decision 156: 0.5 kB).
 */
export const firstLoadCeilingBytes = 182_900;

export type FirstLoadScript = {
  url: string;
  /** Bytes over the wire as DevTools reports them (brotli, as Chromium asks for, and headers). */
  wireBytes: number;
  /** The same file as the server sends it gzipped (the build's pre-compressed .gz). */
  gzipBytes: number;
};

const isScript = (mimeType: string, url: string) =>
  /javascript|ecmascript/.test(mimeType) || /\.m?js(?:\?|$)/.test(new URL(url).pathname);

/** Bytes of a file as the server sends it gzipped: the header holds what went over the wire. */
async function gzippedBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await res.arrayBuffer());
  return Number(res.headers.get('content-length') ?? body.length);
}

/**
 * Logs `username` in through `${base}/login` in a new context of `browser` and returns every
 * script the visit fetched up to the moment Home is idle. Home is idle when its live connection
 * has opened (the socket client is the last code Home loads, after its queries have answered and
 * rendered) and no script is still downloading.
 */
export async function firstLoadScripts(
  browser: Browser,
  base: string,
  username: string,
  password: string,
): Promise<FirstLoadScript[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, string>();
    const fetched: Array<{ url: string; wireBytes: number }> = [];
    let settled: () => void = () => undefined;
    let live = false;
    const check = () => {
      if (live && pending.size === 0) settled();
    };
    // Named by its address before it is sent, so Home never counts as idle while one is on its way.
    cdp.on('Network.requestWillBeSent', (e) => {
      if (isScript('', e.request.url)) pending.set(e.requestId, e.request.url);
    });
    cdp.on('Network.responseReceived', (e) => {
      if (isScript(e.response.mimeType, e.response.url)) pending.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = pending.get(e.requestId);
      if (url === undefined) return;
      pending.delete(e.requestId);
      fetched.push({ url, wireBytes: e.encodedDataLength });
      check();
    });
    cdp.on('Network.loadingFailed', (e) => {
      pending.delete(e.requestId);
      check();
    });
    const idle = new Promise<void>((resolve) => (settled = resolve));
    // The live connection opens as a WebSocket (a polling request only where that fails).
    const opened = (url: string) => {
      if (new URL(url).pathname.startsWith('/socket.io/')) {
        live = true;
        check();
      }
    };
    page.on('websocket', (socket) => opened(socket.url()));
    page.on('request', (request) => opened(request.url()));
    await page.goto(`${base}/login`);
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL(/\/dashboard\/home/, { timeout: 30_000 });
    await idle;
    return await Promise.all(
      fetched.map(async (s) => ({
        url: s.url.replace(base, ''),
        wireBytes: s.wireBytes,
        gzipBytes: await gzippedBytes(s.url),
      })),
    );
  } finally {
    await context.close();
  }
}
