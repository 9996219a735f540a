import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { apiLogin, expectNoSeriousA11yViolations, logIn, unique } from './helpers.js';
import { deliver, orderEdit } from './review-flow.js';

// Publishing an accepted delivery to YouTube through the browser, on the sandbox (the e2e server
// has no Google credentials): the upload permission from Settings' round trip, the dialog, the
// progress and the result on the order, reading results added to the permission and the made-up
// figures on the order, the Partner's Home, the editor's staff page and the Admin's Dashboard,
// and taking the permission back. E2E_SCREENSHOTS=1 keeps screenshots of each at 390 and 1440 px.

const fixtureDir = 'test-results/fixtures';
const clip = path.join(fixtureDir, `publish-${unique()}.mp4`);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clip);
  await grantEdit(browser);
});

/** Pages that follow a navigation on a busy machine get longer than the default 5 s. */
const slow = { timeout: 30_000 };

/** With E2E_SCREENSHOTS set: the page at a phone's and a desktop's width, into test-results. */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a Partner publishes an accepted delivery and sees its progress and result', async ({
  partner,
  editor,
  browser,
}) => {
  test.setTimeout(420_000);
  const title = `Publish ${unique()}`;
  const id = await orderEdit(partner, editor, clip, title);
  await deliver(editor, id, clip);

  await partner.goto(`/dashboard/production/receive?active=${id}`);
  const review = partner.getByRole('region', { name: 'Delivered — awaiting your review' });
  await review.getByRole('button', { name: 'Accept delivery' }).click();
  const accept = partner.getByRole('dialog', { name: 'Accept delivery' });
  await accept.locator('label').filter({ hasText: '5 stars' }).click();
  await accept.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(accept.getByText('Delivery accepted', { exact: false })).toBeVisible(slow);
  await partner.keyboard.press('Escape');

  // The first time, the dialog asks for the upload permission; the sandbox grants it at once.
  const panel = partner.getByRole('region', { name: 'YouTube' });
  await expect(panel.getByText('Sandbox – not YouTube')).toBeVisible();
  await panel.getByRole('button', { name: 'Publish to YouTube' }).click();
  const dialog = partner.getByRole('dialog', { name: 'Publish to YouTube' });
  await dialog.getByRole('button', { name: 'Allow uploads to YouTube' }).click();
  await expect(partner).toHaveURL(/\/dashboard\/settings\?youtube=connected/, slow);
  await expect(partner.getByText('Uploads to your YouTube channel are allowed.')).toBeVisible(slow);

  await partner.goto(`/dashboard/production/receive?active=${id}`);
  await panel.getByRole('button', { name: 'Publish to YouTube' }).click();
  await dialog.getByLabel('Description').fill('The best bits of the run.');
  await dialog.getByLabel('Tags').fill('speedrun, games');
  await dialog.getByLabel('Visibility').selectOption('unlisted');
  await expectNoSeriousA11yViolations(partner, 'publish dialog');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    panel.getByRole('progressbar', { name: 'Uploaded' }).or(panel.getByText('On YouTube')),
  ).toBeVisible();
  await expect(panel.getByText('On YouTube')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/Sandbox video id: sandbox-/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Publish to YouTube' })).toHaveCount(0);

  // Without reading results the order says what is missing; the sandbox grants it at once.
  await expect(panel.getByText(/impressions and click-through rate are missing/)).toBeVisible(slow);
  await panel.getByRole('button', { name: 'Allow reading results' }).click();
  await expect(partner).toHaveURL(/\/dashboard\/settings\?youtube=connected/, slow);
  await expect(partner.getByText('Crewcast may also read their results.')).toBeVisible(slow);
  const read = await partner.request.post('/api/test/youtube-figures');
  expect(read.ok(), await read.text()).toBe(true);

  await partner.goto(`/dashboard/production/receive?active=${id}`);
  await expect(panel.getByText(/Made-up figures \(sandbox\)/)).toBeVisible(slow);
  await expect(panel.getByText('Click-through rate', { exact: true })).toBeVisible(slow);
  await expect(panel.getByText('Watch time', { exact: true })).toBeVisible(slow);
  await panel.getByText('Figures by day').click();
  await expect(panel.getByRole('columnheader', { name: 'CTR' })).toBeVisible(slow);
  await expectNoSeriousA11yViolations(partner, 'published figures');
  await shots(partner, 'order-figures');

  await partner.goto('/dashboard/home');
  const recent = partner.getByRole('region', { name: 'Your latest videos on YouTube' });
  await expect(recent.getByRole('link', { name: title })).toBeVisible(slow);
  await expect(recent.getByText(/views · \d+\.\d% CTR/).first()).toBeVisible(slow);
  await shots(partner, 'home-videos');
  await recent.getByRole('link', { name: title }).click();
  await expect(panel.getByText('On YouTube')).toBeVisible(slow);

  // The Admin sees the editor's medians beside the rating, and the month on the Dashboard.
  const editorUid = (await apiLogin(browser, 'editor')).uid;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin');
  await admin.goto(`/dashboard/manage/staff/${editorUid}`);
  const staffResults = admin.getByRole('region', { name: 'Results on YouTube' });
  await expect(staffResults.getByText('Median click-through rate')).toBeVisible(slow);
  await expect(staffResults.getByText(/\d+\.\d%/)).toBeVisible(slow);
  await shots(admin, 'staff-results');
  await admin.goto('/dashboard/home');
  const youtube = admin.getByRole('region', { name: /^YouTube/ });
  await youtube.getByRole('link', { name: /Videos published/ }).click();
  await expect(admin.getByRole('link', { name: title })).toBeVisible(slow);
  await shots(admin, 'published-list');
  await adminContext.close();

  // Settings takes the permission back.
  await partner.goto('/dashboard/settings');
  const uploads = partner.getByRole('region', { name: 'YouTube uploads' });
  await uploads.getByRole('button', { name: 'Remove permission' }).click();
  await expect(uploads.getByRole('button', { name: 'Allow uploads to YouTube' })).toBeVisible();
});
