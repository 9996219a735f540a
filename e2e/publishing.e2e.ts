import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { expectNoSeriousA11yViolations, unique } from './helpers.js';
import { deliver, orderEdit } from './review-flow.js';

// Publishing an accepted delivery to YouTube through the browser, on the sandbox (the e2e server
// has no Google credentials): the upload permission from Settings' round trip, the dialog, the
// progress and the result on the order, and taking the permission back.

const fixtureDir = 'test-results/fixtures';
const clip = path.join(fixtureDir, `publish-${unique()}.mp4`);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clip);
  await grantEdit(browser);
});

test('a Partner publishes an accepted delivery and sees its progress and result', async ({
  partner,
  editor,
}) => {
  test.setTimeout(180_000);
  const title = `Publish ${unique()}`;
  const id = await orderEdit(partner, editor, clip, title);
  await deliver(editor, id, clip);

  await partner.goto(`/dashboard/production/receive?active=${id}`);
  const review = partner.getByRole('region', { name: 'Delivered — awaiting your review' });
  await review.getByRole('button', { name: 'Accept delivery' }).click();
  const accept = partner.getByRole('dialog', { name: 'Accept delivery' });
  await accept.locator('label').filter({ hasText: '5 stars' }).click();
  await accept.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(accept.getByText('Delivery accepted', { exact: false })).toBeVisible();
  await partner.keyboard.press('Escape');

  // The first time, the dialog asks for the upload permission; the sandbox grants it at once.
  const panel = partner.getByRole('region', { name: 'YouTube' });
  await expect(panel.getByText('Sandbox – not YouTube')).toBeVisible();
  await panel.getByRole('button', { name: 'Publish to YouTube' }).click();
  const dialog = partner.getByRole('dialog', { name: 'Publish to YouTube' });
  await dialog.getByRole('button', { name: 'Allow uploads to YouTube' }).click();
  await expect(partner).toHaveURL(/\/dashboard\/settings\?youtube=connected/);
  await expect(partner.getByText('Uploads to your YouTube channel are allowed.')).toBeVisible();

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

  // Settings takes the permission back.
  await partner.goto('/dashboard/settings');
  const uploads = partner.getByRole('region', { name: 'YouTube uploads' });
  await uploads.getByRole('button', { name: 'Remove permission' }).click();
  await expect(uploads.getByRole('button', { name: 'Allow uploads to YouTube' })).toBeVisible();
});
