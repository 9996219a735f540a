import { chromium } from '@playwright/test';
import { firstLoadScripts, type FirstLoadScript } from '../e2e/first-load.js';
import { chromiumArgs, chromiumPath } from '../playwright.config.js';

// The JavaScript a Partner's first visit downloads: open /login in a fresh browser, log in as the
// demo Partner and follow the app to Home until Home is idle (e2e/first-load.ts says what is
// counted and when Home is idle; the first-load budget's browser test counts the same way).

export type FirstLoadJs = {
  /** Bytes of script over the wire (brotli and headers), every file the visit fetched. */
  bytes: number;
  /** The same files as the server sends them gzipped (their pre-compressed .gz). */
  gzipBytes: number;
  scripts: Array<{ url: string; bytes: number; gzipBytes: number }>;
};

/** Measures the script a first visit from /login to the logged-in Home downloads from `base`. */
export async function measureDashboardFirstLoad(
  base: string,
  username = 'partner',
  password = 'crewcast-demo-2026',
): Promise<FirstLoadJs> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const fetched: FirstLoadScript[] = await firstLoadScripts(browser, base, username, password);
    const scripts = fetched.map((s) => ({
      url: s.url,
      bytes: s.wireBytes,
      gzipBytes: s.gzipBytes,
    }));
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
