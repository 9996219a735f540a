import { expect, test, type Page } from '@playwright/test';
import {
  atEachWidth,
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  submitLogin,
  unique,
} from './helpers.js';
import { e2eDataDir } from '../playwright.config.js';
import { authorizeFromOutbox, mailsTo } from './outbox.js';

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

/** Logs in and waits for the dashboard as long as a password hash may take on a busy machine. */
async function logInPatiently(page: Page, username: string, pass: string) {
  await submitLogin(page, username, pass);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
}

/** Signs up and verifies an Affiliate through the pages; answers its username and e-mail. */
async function newAffiliate(page: Page) {
  const id = unique();
  const email = `aff-${id}@example.com`;
  const username = `aff_${id}`;
  await page.goto('/join?type=Affiliate');
  await page.getByLabel('Name', { exact: true }).fill('Ari Affiliate');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Roblox username').fill('ari_rbx');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await authorizeFromOutbox(page, email);
  return { email, username };
}

/** The newest password reset link the server wrote to `to` in its outbox. */
async function resetLinkFor(to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = mailsTo(e2eDataDir(), to).findLast((m) =>
      m.includes('Reset your Crewcast password'),
    );
    const link = mail?.match(/https?:\/\/\S+?\/login\/reset\?hash=[A-Za-z0-9_-]+/);
    if (link) return link[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no password reset e-mail to ${to}`);
}

test('a user who forgot their password resets it from the e-mailed link and logs in with the new one', async ({
  page,
}) => {
  const { email, username } = await newAffiliate(page);
  const newPassword = 'amber-canyon-whistle';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);
  // The address changes before the page does: until then the login form's "Username or Email"
  // would take the text.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account uses ${email}, a link`)).toBeVisible();

  await page.goto(await resetLinkFor(email));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The rule and a strength hint show before submit; the common rule refuses the username.
  await page.getByLabel('New password', { exact: true }).fill(`${username}-secret`);
  await expect(page.getByText(/Strength: /)).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(`${username}-secret`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/does not contain your username or e-mail/).first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Password changed, and every session logged out/)).toBeVisible();

  await submitLogin(page, username, password);
  await expect(page.getByText('Incorrect login details!')).toBeVisible();
  await logInPatiently(page, username, newPassword);
  await expect(page.getByText('Welcome, Ari Affiliate')).toBeVisible();

  // The link works once.
  await page.goto(await resetLinkFor(email));
  await page.getByLabel('New password', { exact: true }).fill('another-fine-passphrase');
  await page.getByLabel('Repeat the new password').fill('another-fine-passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/reset link is invalid, already used or expired/)).toBeVisible();
});

test('a signed-in user changes their password in Settings', async ({ page }) => {
  const { username } = await newAffiliate(page);
  const newPassword = 'amber-canyon-whistle';
  await logInPatiently(page, username, password);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  // Settings also asks the current password to change the e-mail address.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();
  await passwordForm.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Your other sessions were logged out.'),
  ).toBeVisible();
  await logOutFromSidebar(page);
  await logInPatiently(page, username, newPassword);
});

test('the password pages have no serious accessibility violations, and screenshots at 390 and 1440 px', async ({
  page,
}) => {
  for (const path of ['/login/forgot', '/login/reset?hash=abc']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page, path);
  }
  await atEachWidth(page, async (shot) => {
    await page.goto('/login/forgot');
    await shot('forgot-password');
    await page.goto('/login/reset?hash=abc');
    await page.getByLabel('New password', { exact: true }).fill('amber canyon');
    await expect(page.getByText(/Strength: /)).toBeVisible();
    await shot('reset-password');
    await page.goto('/join?type=Affiliate');
    await page.getByLabel('Password').fill('password1234');
    await expect(page.getByText(/Strength: /)).toBeVisible();
    await shot('join-password-strength');
    await logIn(page, 'partner');
    await page.goto('/dashboard/settings');
    await page.getByLabel('New password', { exact: true }).fill('violet-harbour-lantern');
    await expect(page.getByText(/Strength: /)).toBeVisible();
    await shot('settings-password');
    await logOut(page);
  });
});

test('ending every other session from Settings sends the other browser to /login, saying why', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { username } = await newAffiliate(page);
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logInPatiently(elsewhere, username, password);
  await logInPatiently(page, username, password);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  const signIns = page.getByRole('region', { name: 'Sign-ins' });
  await expect(signIns.getByRole('columnheader', { name: 'Last active' })).toBeVisible();
  await expect(signIns.getByRole('row')).toHaveCount(3);
  await signIns.getByRole('button', { name: 'End all other sessions' }).click();
  const ask = page.getByRole('dialog', { name: 'End all other sessions?' });
  await expect(ask).toContainText('(1 session)');
  await atEachWidth(page, (shot) => shot('c39b-sign-ins-end-others'));
  await ask.getByRole('button', { name: 'End them' }).click();
  await expect(signIns.getByText('One other session was ended.')).toBeVisible();
  await expect(signIns.getByRole('cell', { name: 'Ended' })).toHaveCount(1);
  await expect(signIns.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  await atEachWidth(page, (shot) => shot('c39b-sign-ins'));

  // The other browser finds out when its socket reconnects or on its next page, whichever comes
  // first: /login, told its session ended elsewhere.
  const settings = elsewhere.getByRole('link', { name: 'Settings', exact: true });
  if (await settings.isVisible()) await settings.click().catch(() => undefined);
  await expect(elsewhere).toHaveURL(/\/login$/);
  await expect(elsewhere.getByText(/Your session was ended elsewhere/)).toBeVisible();
  await expect(elsewhere.getByText('You have been logged out.')).toHaveCount(0);
  await atEachWidth(elsewhere, (shot) => shot('c39b-login-session-ended'));
  await other.close();
  // This browser goes on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the Admin-only pages offer the way back, and the Affiliate home card shows no rating', async ({
  page,
}) => {
  await logIn(page, 'affiliate');
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Rating$/ })).toHaveCount(0);
  for (const [path, title] of [
    ['/dashboard/manage/payouts', 'Payouts'],
    ['/dashboard/manage/audit', 'Audit log'],
    ['/dashboard/manage/commissions', 'Commissions'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Crewcast`);
    await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible();
  }
  await atEachWidth(page, (shot) => shot('c39b-guard-commissions'));
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home/);
  await logOut(page);
});

test('the Admin home card shows no rating', async ({ page }) => {
  await logIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Agency overview' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Rating$/ })).toHaveCount(0);
  await atEachWidth(page, (shot) => shot('c39b-admin-home-card'));
  await logOut(page);
});
