import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.js';
import { verificationLinkFor } from './outbox.js';

const password = 'correct-horse-battery';
const unique = () => Math.random().toString(36).slice(2, 8);

async function logIn(page: Page, username: string, pass = password) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: /log in/i }).click();
}

async function authorizeFromOutbox(page: Page, email: string) {
  const link = await verificationLinkFor(e2eDataDir, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Authorize Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function logOut(page: Page) {
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a Partner signs up, verifies from the e-mail, logs in, sees the dashboard and logs out', async ({
  page,
}) => {
  const id = unique();
  const email = `riley-${id}@example.com`;
  await page.goto('/join?type=Partner&package=premium&via=aff_kim');
  await page.getByLabel('Name', { exact: true }).fill('Riley Streamer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username', { exact: true }).fill(`riley_${id}`);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Roblox username').fill('riley_rbx');
  await page.getByLabel('Weekly Video Production Goal').fill('4');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/login/);

  // Not verified yet: the login says so and links to the verification page.
  await logIn(page, `riley_${id}`);
  await expect(page.getByText('Your account is not verified!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify it here' })).toHaveAttribute(
    'href',
    new RegExp(`/join/verify\\?username=riley_${id}`),
  );

  await authorizeFromOutbox(page, email);
  await logIn(page, email.toUpperCase());
  await expect(page).toHaveURL(/\/dashboard\/home/);
  await expect(page.getByText('Welcome, Riley Streamer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop' })).toBeVisible();
  // Nothing secret is kept in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain(password);
  expect(stored).not.toMatch(/refreshToken|userpwd/);

  await logOut(page);
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/login/);
});

test('a Production user signs up, verifies, logs in and logs out', async ({ page }) => {
  const id = unique();
  const email = `ed-${id}@example.com`;
  await page.goto('/join/production');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username', { exact: true }).fill(`ed_${id}`);
  await page.getByLabel('Password').fill(password);
  const submit = page.getByRole('button', { name: /sign up/i });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/edit videos/i).check();
  await page.getByLabel(/edit speed/i).selectOption('2');
  await submit.click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, `ed_${id}`);
  await expect(page.getByRole('link', { name: 'Verify it here' })).toHaveAttribute(
    'href',
    new RegExp(`/join/return\\?username=ed_${id}`),
  );
  await authorizeFromOutbox(page, email);
  await logIn(page, `ed_${id}`);
  await expect(page.getByText(`Welcome, ed_${id}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await logOut(page);
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await logIn(page, 'partner', 'not-the-password');
  await expect(page.getByText('Incorrect login details!')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a taken username is refused with its message and the form stays filled', async ({ page }) => {
  await page.goto('/join?type=Affiliate');
  await page.getByLabel('Name', { exact: true }).fill('Someone');
  await page.getByLabel('Email').fill(`someone-${unique()}@example.com`);
  await page.getByLabel('Username', { exact: true }).fill('partner');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Roblox username').fill('someone');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page.getByText('Username is taken!')).toBeVisible();
  await expect(page.getByLabel('Email')).not.toHaveValue('');
});

test('the login and sign-up pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/join', '/join/production']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious, `${path}: ${serious.map((v) => v.id).join(', ')}`).toEqual([]);
  }
});

test('screenshots of login, join and the dashboard shell at 390 and 1440 px', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.screenshot({ path: `test-results/screenshots/login-${width}.png`, fullPage: true });
    await page.goto('/join');
    await page.screenshot({ path: `test-results/screenshots/join-${width}.png`, fullPage: true });
    await logIn(page, 'partner', 'demo-password');
    await expect(page.getByText('Welcome, Pat Partner')).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/dashboard-${width}.png`,
      fullPage: true,
    });
    await page.goto('/dashboard/logout');
    await expect(page).toHaveURL(/\/$/);
  }
});
