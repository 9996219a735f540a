import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  logIn,
  screenshotAtWidths,
  submitLogin,
  unique,
} from './helpers.js';
import { e2eDataDir } from '../playwright.config.js';
import { authorizeFromOutbox, mailsTo } from './outbox.js';
import { answerSandboxConsent } from './youtube.js';

const password = 'correct-horse-battery';

/** Signs up a new Partner through /join and answers their e-mail and username. */
async function signUpPartner(page: Page, name: string) {
  const id = unique();
  const email = `${name.toLowerCase()}-${id}@example.com`;
  const username = `${name.toLowerCase()}_${id}`;
  await page.goto('/join?type=Partner');
  await page.getByLabel('Name', { exact: true }).fill(`${name} Creator`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Roblox username').fill(`${name.toLowerCase()}_rbx`);
  await page.getByLabel('Weekly Video Production Goal').fill('3');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/login/);
  return { email, username };
}

test('a Partner with 120,000 subscribers is verified through the sandbox and logs in', async ({
  page,
}) => {
  const p = await signUpPartner(page, 'Una');
  await authorizeFromOutbox(page, p.email, { channelStep: false });
  // Sent on to the test consent page, with the account's e-mail already chosen.
  await expect(page.getByRole('heading', { name: 'Sign in with Google (test)' })).toBeVisible();
  await expect(page.getByLabel('Google account e-mail')).toHaveValue(p.email);
  await expectNoSeriousA11yViolations(page, 'sandbox consent');
  await screenshotAtWidths(page, 'sandbox-consent');
  await answerSandboxConsent(page, { subscribers: 120_000 });
  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
  // The hash was posted and dropped from the address.
  await expect(page).toHaveURL(/\/join\/verify\/return$/);
  await expectNoSeriousA11yViolations(page, 'account verified');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByText('Account verified. You can log in now.')).toBeVisible();
  await logIn(page, p.username, password);
  await expect(page.getByText('Welcome, Una Creator')).toBeVisible();
});

test('a Partner with 20,000 subscribers sees Not Eligible, and checks again by logging in once the channel grew', async ({
  page,
}) => {
  const p = await signUpPartner(page, 'Vic');
  // The sign-up e-mail is written a moment after the answer (it is sent in the background).
  await expect
    .poll(() => mailsTo(e2eDataDir(), p.email).at(-1) ?? '')
    .toContain('sign in with Google');
  const mail = mailsTo(e2eDataDir(), p.email).at(-1) ?? '';
  expect(mail).toContain('log in at');
  await authorizeFromOutbox(page, p.email, { channelStep: false });
  await answerSandboxConsent(page, { subscribers: 20_000 });
  await expect(page).toHaveURL(/\/join\/verify\/return\?error=not_eligible$/);
  await expect(page.getByRole('heading', { name: 'Not Eligible' })).toBeVisible();
  await expect(page.getByText(/below 50,000 subscribers/)).toBeVisible();
  await expect(page.getByText(/Your Crewcast account stays/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become an Affiliate' })).toHaveAttribute(
    'href',
    '/explore/affiliate',
  );
  await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute(
    'href',
    /\/contact\?topic=Account/,
  );
  await expectNoSeriousA11yViolations(page, 'not eligible');
  await screenshotAtWidths(page, 'verify-not-eligible');
  // Later, with a bigger channel: log in, follow the link to the YouTube step, pass it.
  await page.getByRole('link', { name: 'Log in to check again' }).click();
  await submitLogin(page, p.username, password);
  await expect(page.getByText('Your account is not verified!')).toBeVisible();
  await page.getByRole('link', { name: 'Verify it here' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google (test)' })).toBeVisible();
  await answerSandboxConsent(page, { subscribers: 60_000 });
  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
});

test('a Partner who signs in to Google with another e-mail sees the not_found page', async ({
  page,
}) => {
  const p = await signUpPartner(page, 'Wren');
  await authorizeFromOutbox(page, p.email, { channelStep: false });
  await answerSandboxConsent(page, { email: `someone-else-${unique()}@gmail.com` });
  await expect(page).toHaveURL(/\/join\/verify\/return\?error=not_found$/);
  await expect(page.getByRole('heading', { name: 'Email Not Found!' })).toBeVisible();
  await expect(page.getByText(/must match/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'email not found');
  await screenshotAtWidths(page, 'verify-not-found');
  await expect(page.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute(
    'href',
    '/contact?topic=Account%20Issue',
  );
});

test('a Partner who left at the consent page finishes the channel step from the login', async ({
  page,
}) => {
  const p = await signUpPartner(page, 'Xan');
  await authorizeFromOutbox(page, p.email, { channelStep: false });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Cancelled' })).toBeVisible();

  await submitLogin(page, p.username, password);
  await expect(page.getByText('Your account is not verified!')).toBeVisible();
  await page.getByRole('link', { name: 'Verify it here' }).click();
  await answerSandboxConsent(page);
  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
  await logIn(page, p.username, password);
});

test('the no_email page offers Contact Us with the Account Issue topic', async ({ page }) => {
  await page.goto('/join/verify/return?error=no_email');
  await expect(page.getByRole('heading', { name: 'Email Not Found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?topic=Account%20Issue$/);
  await expect(page.getByLabel('Topic')).toHaveValue('Account Issue');
  await expect(page.getByText('1-3 working days', { exact: true })).toBeVisible();
});
