import { defineConfig, devices, test } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The browser tests run in two lanes side by side, each with its own server (ports E2E_PORT and
 * E2E_PORT + 1) on its own fresh database, so a lane's tests never see the other's data or test
 * clock. Within a lane files run one after another as before. Lane b holds the files listed here;
 * every other file, new ones included, runs in lane a. The split keeps the two lanes' times close.
 */
const laneB = [
  'accounts',
  'admin',
  'billing',
  'chat',
  'chat-attachments',
  'chat-reconnect',
  'dashboard-banner',
  'games-feedback',
  'orders',
  'public',
  'review',
  'review-versions',
  'shop',
  'staff-page',
].map((name) => `**/${name}.e2e.ts`);
const lanes = [
  { name: 'a', port, ignore: laneB, match: '**/*.e2e.ts' },
  { name: 'b', port: port + 1, ignore: [], match: laneB },
];
const dataDirOf = (lane: string) => `test-results/e2e-data-${lane}`;

/** The DATA_DIR of the server the running test talks to (its outbox, its SQLite file). */
export function e2eDataDir(): string {
  return dataDirOf(test.info().project.name);
}

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
  workers: lanes.length,
  // No retry: a test waits for what it checks, so a failure is a finding, not bad luck.
  retries: 0,
  // CI runs the PostgreSQL server suite beside these (.ci/run), so a long flow (two widths, two
  // logins) can take twice its time on an idle machine.
  timeout: 60_000,
  // For the same reason an assertion may wait up to 15 s for what it expects (a lazy page's chunk
  // and its first answer behind that suite's two workers), not Playwright's 5 s. It still returns
  // as soon as the page shows it; only a page that never does waits the whole time.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: lanes.map((lane) => ({
    name: lane.name,
    // One file at a time against each server, as the tests were written for.
    workers: 1,
    testMatch: lane.match,
    testIgnore: lane.ignore,
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      baseURL: `http://localhost:${lane.port}`,
    },
  })),
  webServer: lanes.map((lane) => ({
    command: 'node --import tsx e2e/serve.ts',
    url: `http://localhost:${lane.port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(lane.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${lane.port}`,
      DATA_DIR: dataDirOf(lane.name),
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
  })),
});
