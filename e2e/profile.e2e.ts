import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDataDir } from '../playwright.config.js';
import {
  atEachWidth,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  logIn,
  submitLogin,
  unique,
} from './helpers.js';
import { authorizeFromOutbox, mailsTo } from './outbox.js';

const password = 'correct-horse-battery';

/** Signs up and verifies an Affiliate, then logs in; answers its username and e-mail. */
async function newSignedInUser(page: Page) {
  const id = unique();
  const email = `prof-${id}@example.com`;
  const username = `prof_${id}`;
  await page.goto('/join?type=Affiliate');
  await page.getByLabel('Name', { exact: true }).fill('Pia Profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Roblox username').fill('pia_rbx');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await authorizeFromOutbox(page, email);
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
  return { email, username };
}

/** The time shown on the newest chat message, and the moment it stands for. */
async function lastMessageTime(page: Page) {
  const time = page.getByRole('log').locator('time').last();
  await expect(time).toBeVisible();
  return {
    text: (await time.textContent()) ?? '',
    iso: (await time.getAttribute('datetime')) ?? '',
  };
}

test('a user changes name, picture and time zone in Settings, and dates move to the new zone', async ({
  page,
}) => {
  await newSignedInUser(page);
  // A message to support gives a date on another page.
  await page.goto('/dashboard/chat?user=admin');
  const input = page.getByRole('textbox', { name: /^Message to/ });
  await input.fill('Hello from the profile test');
  await input.press('Enter');
  const before = await lastMessageTime(page);

  await page.getByRole('link', { name: 'Settings' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Pia Renamed');
  await profile.getByLabel('Time zone').fill('Asia/Tokyo');
  await expect(page.getByText(/Now in this zone:/)).toBeVisible();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved. Dates now show in Asia/Tokyo time.')).toBeVisible();
  // The sidebar greets the new name.
  await expect(page.getByText('Pia Renamed', { exact: true })).toBeVisible();

  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#cc3366' },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText('Picture saved.')).toBeVisible();
  const picture = page.locator('main img[src^="/api/user/avatar/"]');
  await expect(picture).toBeVisible();
  // The server cropped it square.
  const size = await picture.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(size).toEqual([256, 256]);

  // A non-image is refused with the catalogue message and the picture stays.
  await page.getByLabel('Picture').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text, not a picture'),
  });
  await expect(page.getByText(/not a supported image file/)).toBeVisible();
  await expect(picture).toBeVisible();

  await page.goto('/dashboard/chat?user=admin');
  const after = await lastMessageTime(page);
  expect(after.iso).toBe(before.iso);
  const inTokyo = await page.evaluate(
    (iso) =>
      // A message shows its time of day (24-hour, as every time); its day heads its group.
      new Intl.DateTimeFormat('en-GB', {
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'Asia/Tokyo',
      }).format(new Date(iso)),
    after.iso,
  );
  expect(after.text).toBe(inTokyo);
  expect(after.text).not.toBe(before.text);
});

test('an unknown time zone is refused with its message', async ({ page }) => {
  await newSignedInUser(page);
  await page.goto('/dashboard/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Time zone').fill('Moon/Base');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Choose a time zone from the list.')).toBeVisible();
});

test('a user moves their account to a new e-mail address through the link mailed to it', async ({
  page,
}) => {
  const { email } = await newSignedInUser(page);
  const newEmail = `moved-${unique()}@example.com`;
  await page.goto('/dashboard/settings');
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  await expect(page.getByText(`Your address is ${email}.`)).toBeVisible();

  let link: string | undefined;
  await expect(async () => {
    link = mailsTo(e2eDataDir(), newEmail)
      .at(-1)
      ?.match(/https?:\/\/\S+?\/account\/email\?hash=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  await page.goto(link ?? '');
  await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
  await expect
    .poll(() => mailsTo(e2eDataDir(), email).some((m) => m.includes(newEmail)))
    .toBe(true);
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page.getByText(`Your address is ${newEmail}.`)).toBeVisible();
  // The same link a second time changes nothing.
  await page.goto(link ?? '');
  await expect(
    page.getByText(/confirmation link is invalid, already used or expired/),
  ).toBeVisible();
  // The new address logs in.
  await page.goto('/dashboard/logout');
  await submitLogin(page, newEmail, password);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
});

test('Settings has no serious accessibility violations; screenshots at 390 and 1440 px', async ({
  page,
}) => {
  await logIn(page, 'editor');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('form', { name: 'Roles and speed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings');
  await atEachWidth(page, async (shot) => {
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
    // The last section, so the whole page has come in before it is measured.
    await expect(page.getByRole('heading', { name: 'In this browser' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Settings');
    await shot('settings-staff');
  });
});
