import { expect, test } from '@playwright/test';
import { firstLoadCeilingBytes, firstLoadScripts } from './first-load.js';
import { demoPassword } from './helpers.js';

// The first load of the built app, in bytes, which do not depend on the machine's load: a change
// that makes a Partner's first visit heavier than its ceiling fails here (e2e/first-load.ts).
test('a first visit from /login to Home downloads no more gzipped JavaScript than its ceiling', async ({
  browser,
  baseURL,
}) => {
  const scripts = await firstLoadScripts(browser, baseURL!, 'partner', demoPassword);
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const breakdown = scripts
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `${(s.gzipBytes / 1000).toFixed(1)} kB ${s.url}`)
    .join('\n');
  expect(
    total,
    `${(total / 1000).toFixed(1)} kB gzipped in ${scripts.length} files:\n${breakdown}`,
  ).toBeLessThanOrEqual(firstLoadCeilingBytes);
});
