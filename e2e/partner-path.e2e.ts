import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { atEachWidth, expectNoSidewaysScroll, logIn, unique } from './helpers.js';

const fixtureDir = 'test-results/fixtures';

/** Pages load their code on first visit, which takes a while on a busy machine. */
const loaded = { timeout: 30_000 };

// The small things on a Partner's way through: the profile card, a receipt on a phone, pages
// whose address names nothing, and the pricing FAQ.

test('a Partner’s Home card shows no rating, and the receipt fits a phone and names the buyer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'partner');
  await page.goto('/dashboard/home');
  const card = page.getByRole('region', { name: 'Pat Partner' });
  await expect(card).toContainText('Member since', loaded);
  // Ratings are for staff: a Partner is not shown one.
  await expect(card.getByText('Rating', { exact: true })).toHaveCount(0);
  await atEachWidth(page, async (shot) => {
    await expect(card).toBeVisible();
    await shot('partner-home-card');
  });

  await page.goto('/dashboard/billing');
  const receiptLink = page.getByRole('link', { name: /^Receipt no\. \d+/ }).first();
  await expect(receiptLink).toBeVisible(loaded);
  await receiptLink.click();
  const sheet = page.getByRole('article', { name: /^Receipt no\. \d+/ });
  await expect(sheet).toContainText('Billed to', loaded);
  await expect(sheet).toContainText('Pat Partner');
  await atEachWidth(page, async (shot) => {
    await expect(sheet).toBeVisible();
    await expectNoSidewaysScroll(page, 'The receipt');
    await shot('receipt');
  });
});

test('pages whose address names no order, receipt or statement say Not found', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'partner');
  for (const address of [
    '/dashboard/production/versions/not-an-order',
    '/dashboard/production/versions/0b6f1a52-9999-4000-8000-000000000001',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('alert')).toContainText('Not found', loaded);
    await expect(page.getByRole('alert')).not.toContainText('Some fields are not valid');
  }
  // Pages that say so in their own words say them for a malformed id too.
  await page.goto('/dashboard/pay/statements/not-a-statement');
  await expect(page.getByRole('alert')).toContainText('There is no such statement', loaded);
  await page.goto('/dashboard/billing/not-a-payment');
  await expect(page.getByRole('alert')).toContainText(
    'There is no receipt for this payment',
    loaded,
  );
  await page.goto('/dashboard/production/versions/not-an-order');
  await atEachWidth(page, async (shot) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('versions-not-found');
  });

  await page.goto('/review/not-a-token');
  await expect(page.getByRole('alert')).toContainText('This review link does not exist', loaded);
  await atEachWidth(page, async (shot) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('guest-link-not-found');
  });
});

test('the pricing FAQ names the review studio among what has shipped', async ({ page }) => {
  await page.goto('/learn/pricing');
  await page.getByRole('button', { name: 'What is on the roadmap?' }).click();
  const answer = page.getByText(/Already in your dashboard/);
  await expect(answer).toContainText('and the review studio: notes');
  await expect(answer).not.toContainText('Next comes');
  await atEachWidth(page, async (shot) => {
    await answer.scrollIntoViewIfNeeded();
    await shot('pricing-roadmap');
  });
});

test('a draft becomes an order from the File Manager, whose poster scrubs under the pointer', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await grantEdit(browser);
  mkdirSync(fixtureDir, { recursive: true });
  const clip = path.join(fixtureDir, `draft-order-${unique()}.mp4`);
  makeClip(clip);
  const title = `Draft to order ${unique()}`;
  await logIn(page, 'partner');
  await page.goto('/dashboard/production/send');
  await page.getByLabel('Video name').fill(title);
  await page.getByRole('checkbox', { name: 'Video Edit' }).check();
  const titled = page.waitForResponse(
    (res) =>
      res.request().method() === 'PUT' &&
      new URL(res.url()).pathname.startsWith('/api/drive/drafts/') &&
      (res.request().postDataJSON() as { title?: string }).title === title,
    { timeout: 30_000 },
  );
  await page.getByLabel('Choose videos').setInputFiles(clip);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1, loaded);
  expect((await titled).ok()).toBe(true);

  await page.goto('/dashboard/files');
  const draft = page.getByRole('region', { name: `Draft — ${title}` });
  await expect(draft).toBeVisible(loaded);
  // The media job makes a poster and a sprite; moving the pointer over the poster shows a tile.
  const poster = draft.getByRole('img', { name: /^Poster of / });
  // The page reads the facts once, so it is opened again until the job has made them.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(draft).toBeVisible(loaded);
        return poster.count();
      },
      { timeout: 90_000 },
    )
    .toBe(1);
  await poster.scrollIntoViewIfNeeded();
  const box = (await poster.boundingBox())!;
  const scrubbing = draft.locator('[data-scrubbing="true"]');
  // Moved across until a tile shows: the sprite's address may come with a later read of the facts.
  await expect
    .poll(
      async () => {
        await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
        await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 4 });
        return scrubbing.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await page.mouse.move(0, 0);
  await atEachWidth(page, async (shot) => {
    await expect(draft).toBeVisible();
    await shot('files-draft-place-order');
  });

  await draft.getByRole('link', { name: 'Place the order' }).click();
  const fromDraft = page.getByRole('region', { name: 'From your draft' });
  await expect(fromDraft).toContainText(path.basename(clip), loaded);
  await expect(page.getByLabel('Video name')).toHaveValue(title);
  await expect(page.getByRole('checkbox', { name: 'Video Edit' })).toBeChecked();
  await atEachWidth(page, async (shot) => {
    await expect(fromDraft).toBeVisible();
    await shot('order-from-draft');
  });
  const duration = page.getByLabel('Duration');
  const durations = await duration.locator('option').allTextContents();
  await duration.selectOption({ label: durations.find((t) => t.startsWith('10 min Video Edit'))! });
  const editors = page.getByLabel('Editor', { exact: true });
  const names = await editors.locator('option').allTextContents();
  await editors.selectOption({ label: names.find((t) => t.trim().startsWith('editor'))! });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible(loaded);
  await page.goto('/dashboard/files');
  await expect(page.getByRole('heading', { name: title })).toBeVisible(loaded);
  await expect(page.getByRole('heading', { name: `Draft — ${title}` })).toHaveCount(0);
});
