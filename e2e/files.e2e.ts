import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, screenshotAtWidths, unique } from './helpers.js';
import { recordClip } from './media.js';

// The order form's uploads are a draft named after the video until the order is placed; the
// File Manager says when drafts go and lets their owner delete the whole folder.

const clipPath = path.join('test-results/fixtures', `draft-${unique()}.webm`);

test('an abandoned order form leaves a draft named after its video, which its owner deletes whole', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(path.dirname(clipPath), { recursive: true });
  writeFileSync(clipPath, await recordClip(browser));
  const title = `Astral Ep ${unique()}`;

  await logIn(page, 'partner');
  await page.goto('/dashboard/production/send');
  await page.getByLabel('Video name').fill(title);
  await page.getByRole('checkbox', { name: 'Video Edit' }).check();
  // The folder takes the title once it has rested; then the Partner walks away from the form.
  const titled = page.waitForResponse(
    (res) =>
      res.request().method() === 'PUT' &&
      new URL(res.url()).pathname.startsWith('/api/drive/drafts/') &&
      (res.request().postDataJSON() as { title?: string }).title === title,
    { timeout: 20_000 },
  );
  await page.getByLabel('Choose videos').setInputFiles(clipPath);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1, { timeout: 20_000 });
  expect((await titled).ok()).toBe(true);

  await page.goto('/dashboard/files');
  const heading = page.getByRole('heading', { name: `Draft — ${title}` });
  await expect(heading).toBeVisible();
  const draft = page.getByRole('region', { name: `Draft — ${title}` });
  await expect(draft).toContainText('Drafts not ordered are removed after 7 days');
  await expect(draft).not.toContainText(' UTC');
  await screenshotAtWidths(page, 'files-draft');

  await draft.getByRole('button', { name: `Delete folder Draft — ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete Draft — ${title}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete folder' }).click();
  await expect(heading).toHaveCount(0);
  await screenshotAtWidths(page, 'files-after-delete');

  // The Inbox and the chat's contacts, at both widths.
  await page.goto('/dashboard/production/receive');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await screenshotAtWidths(page, 'files-inbox');
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await screenshotAtWidths(page, 'files-chat');
});
