import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = 'test-results/e2e-data';

/** Debian's Chromium (or CHROMIUM_PATH): the browser of the e2e tests and the Lighthouse bench. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags that browser runs with on this machine (no sandbox as root, no GPU, no calls home). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// Browser tests drive Debian's Chromium (no browser download is possible here) against the real
// server on a fresh SQLite database, started the way `npm start` starts it.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: e2eDataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '200',
      // POST /api/test/clock moves the orders clock, so a test can see an order pass its due time.
      E2E_CLOCK: 'true',
      // What receipts print about the seller and the tax, checked by the Billing test.
      AGENCY_NAME: 'Crewcast Test Agency Ltd',
      AGENCY_ADDRESS: '1 Test Street|Testville TE1 1ST',
      TAX_RATE_PERCENT: '20',
      TAX_LABEL: 'VAT',
    },
  },
});
