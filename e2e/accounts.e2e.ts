import { expect, test, type Page } from '@playwright/test';
import {
  atEachWidth,
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  submitLogin,
  unique,
} from './helpers.js';
import { authorizeFromOutbox } from './outbox.js';

const password = 'correct-horse-battery';

/** Logs out with the sidebar's Logout link. */
async function logOutFromSidebar(page: Page) {
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
  await submitLogin(page, `riley_${id}`, password);
  await expect(page.getByText('Your account is not verified!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify it here' })).toHaveAttribute(
    'href',
    new RegExp(`/join/verify\\?username=riley_${id}`),
  );

  await authorizeFromOutbox(page, email);
  await logIn(page, email.toUpperCase(), password);
  await expect(page.getByText('Welcome, Riley Streamer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop' })).toBeVisible();
  // Nothing secret is kept in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain(password);
  expect(stored).not.toMatch(/refreshToken|userpwd/);

  await logOutFromSidebar(page);
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

  await submitLogin(page, `ed_${id}`, password);
  await expect(page.getByRole('link', { name: 'Verify it here' })).toHaveAttribute(
    'href',
    new RegExp(`/join/return\\?username=ed_${id}`),
  );
  await authorizeFromOutbox(page, email);
  await logIn(page, `ed_${id}`, password);
  await expect(page.getByText(`Welcome, ed_${id}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await logOutFromSidebar(page);
});

test('a wrong password shows the catalogue message', async ({ page }) => {
  await submitLogin(page, 'partner', 'not-the-password');
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
    await expectNoSeriousA11yViolations(page, path);
  }
});

test('screenshots of login, join and the dashboard shell at 390 and 1440 px', async ({ page }) => {
  await atEachWidth(page, async (shot) => {
    await page.goto('/login');
    await shot('login');
    await page.goto('/join');
    await shot('join');
    await logIn(page, 'partner');
    await expect(page.getByText('Welcome, Pat Partner')).toBeVisible();
    await shot('dashboard');
    await logOut(page);
  });
});
