import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

/** The password of every demo account of the seed. */
export const demoPassword = 'crewcast-demo-2026';

/** Fills in and sends the login form; the caller checks what follows (dashboard or message). */
export async function submitLogin(page: Page, username: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
}

/** Logs in through the login page and waits for the dashboard. */
export async function logIn(page: Page, username: string, password = demoPassword) {
  await submitLogin(page, username, password);
  // A login hashes the password with argon2id (19 MiB): on CI's two shared cores, with the other
  // lane and the PostgreSQL suite running, it can take longer than the default 5 s.
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 20_000 });
}

/**
 * Logs a demo account in through the login API, in a browser context of its own: the context
 * (for `context.request` calls; the caller closes it), the account's uid and its bearer header.
 */
export async function apiLogin(browser: Browser, username: string, password = demoPassword) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/auth/user/login', {
    data: { username, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const body = (await login.json()) as { accessToken: string; useruid: string };
  return {
    context,
    uid: body.useruid,
    token: body.accessToken,
    headers: { authorization: `Bearer ${body.accessToken}` },
  };
}

/** Logs out by opening /dashboard/logout and waits for the home page. */
export async function logOut(page: Page) {
  await page.goto('/dashboard/logout');
  await expect(page).toHaveURL(/\/$/);
}

/** A short random suffix for names that must not collide across runs. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Waits for running finite animations (a dialog fading in) to end: axe measures colours as painted,
 * and a half-faded text reads as low contrast although it ends at full contrast.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page as it is and fails on any serious or critical violation of `what`. */
export async function expectNoSeriousA11yViolations(page: Page, what: string) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(
    serious,
    `${what}: ${serious.map((v) => `${v.id} ${v.nodes[0]?.target}`).join(', ')}`,
  ).toEqual([]);
}

type Shot = (name: string) => Promise<void>;

/**
 * Runs `steps` once per width (390 and 1440 px unless told), the viewport set to that width and
 * 900 px high; `shot(name)` saves a full-page screenshot as
 * test-results/screenshots/<name>-<width>.png. The viewport stays at the last width.
 */
export async function atEachWidth(
  page: Page,
  steps: (shot: Shot, width: number) => Promise<void>,
  widths: readonly number[] = [390, 1440],
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await steps(async (name) => {
      await page.screenshot({
        path: `test-results/screenshots/${name}-${width}.png`,
        fullPage: true,
        // A width change starts the sidebar's transition; the picture shows where it ends.
        animations: 'disabled',
      });
    }, width);
  }
}

/** Nothing on the page scrolls sideways: it is no wider than the viewport (at 390 px too). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `${what} at ${widths.viewport}px scrolls sideways`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/** Full-page screenshots of the page as it is, at 390 and 1440 px. */
export const screenshotAtWidths = (page: Page, name: string) =>
  atEachWidth(page, (shot) => shot(name));
