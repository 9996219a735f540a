import { expect, type Page } from '@playwright/test';

/** What to answer on the sandbox's consent page; the e-mail defaults to the account's. */
export type SandboxAnswer = { email?: string; subscribers?: number };

/**
 * On the sandbox consent page (the server runs without GOOGLE_CLIENT_ID): picks the Google
 * e-mail and the channel's subscribers, and allows access; ends on /join/verify/return.
 */
export async function answerSandboxConsent(page: Page, answer: SandboxAnswer = {}) {
  await expect(page).toHaveURL(/\/join\/verify\/sandbox\?/);
  await expect(page.getByText('Test sign-in – not Google')).toBeVisible();
  if (answer.email !== undefined) await page.getByLabel('Google account e-mail').fill(answer.email);
  if (answer.subscribers !== undefined)
    await page.getByLabel('Subscribers').fill(String(answer.subscribers));
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/join\/verify\/return/);
}

/** The channel step of a new Partner with an eligible channel (120,000); ends on /login. */
export async function passChannelStep(page: Page) {
  await answerSandboxConsent(page, { subscribers: 120_000 });
  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login/);
}
