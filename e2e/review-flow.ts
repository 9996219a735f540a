import { expect, type Locator, type Page } from '@playwright/test';
import { unique } from './helpers.js';

// The order steps the review browser tests share: a Partner orders a 10-minute edit from the demo
// editor with a clip, the editor delivers a clip, the Partner asks a revision.

/**
 * The logged-in Partner orders an edit of `clip` from the demo editor; the logged-in editor opens
 * it. Its id.
 */
export async function orderEdit(
  partner: Page,
  editor: Page,
  clip: string,
  title = `Review ${unique()}`,
) {
  await partner.goto('/dashboard/production/send');
  await partner.getByLabel('Video name').fill(title);
  await partner.getByRole('checkbox', { name: 'Video Edit' }).check();
  const duration = partner.getByLabel('Duration');
  const durations = await duration.locator('option').allTextContents();
  await duration.selectOption({ label: durations.find((t) => t.startsWith('10 min Video Edit'))! });
  const editors = partner.getByLabel('Editor', { exact: true });
  const names = await editors.locator('option').allTextContents();
  await editors.selectOption({ label: names.find((t) => t.trim().startsWith('editor'))! });
  await partner.getByLabel('Choose videos').setInputFiles(clip);
  await expect(partner.getByText('Uploaded', { exact: true })).toHaveCount(1, { timeout: 30_000 });
  await partner.getByRole('button', { name: 'Place order' }).click();
  await expect(partner.getByRole('heading', { name: 'Order Placed!' })).toBeVisible({
    timeout: 20_000,
  });

  await editor.goto('/dashboard/production/receive');
  await editor
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  return new URL(editor.url()).searchParams.get('active')!;
}

/** The editor opens the Fulfill screen of an order from its Inbox line. */
export async function openFulfill(editor: Page, requestId: string) {
  await editor.goto(`/dashboard/production/receive?active=${requestId}`);
  await editor.getByRole('link', { name: 'Deliver', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'Fulfill', level: 1 })).toBeVisible();
}

/** On the Fulfill screen: uploads `clip` and fulfills the order. */
export async function fulfillWith(editor: Page, clip: string) {
  await editor.getByLabel('Choose videos').setInputFiles(clip);
  await expect(editor.getByText('Uploaded', { exact: true })).toHaveCount(1, { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Fulfill order' }).click();
  await expect(editor.getByRole('heading', { name: 'Order Fulfilled!' })).toBeVisible({
    timeout: 20_000,
  });
}

/** The editor delivers `clip` for the order. */
export async function deliver(editor: Page, requestId: string, clip: string) {
  await openFulfill(editor, requestId);
  await fulfillWith(editor, clip);
}

/** The Partner asks a revision of the delivered order; the revision's id. */
export async function requestRevision(partner: Page, requestId: string) {
  await partner.goto(`/dashboard/production/receive?active=${requestId}`);
  await partner.getByRole('button', { name: /Request revision/ }).click();
  await partner.getByLabel('What should change?').fill('Please shorten the intro a little.');
  await partner.getByRole('button', { name: 'Send revision request' }).click();
  await partner.getByRole('link', { name: 'Open the revision' }).click();
  await expect(partner).toHaveURL(/active=/);
  const revision = new URL(partner.url()).searchParams.get('active')!;
  expect(revision).not.toBe(requestId);
  return revision;
}

/** In a review studio: draws one rectangle over the middle of the paused frame. */
export async function drawRectangle(page: Page, studio: Locator) {
  await studio.getByRole('radio', { name: 'Rectangle' }).check();
  const overlay = studio.getByTestId('drawing-overlay');
  const box = (await overlay.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 5 });
  await page.mouse.up();
  await expect(overlay.locator('rect')).toHaveCount(1);
}

/**
 * Opens the versions page of an order in `view` once each of its `count` pictures streams the
 * review proxy the media job made (`data-source`), and answers the pictures' addresses. The page
 * keeps the address it chose first, so it is opened again until the proxies are there.
 */
export async function openVersionsOnProxies(
  page: Page,
  orderId: string,
  view: 'single' | 'side' | 'wipe',
  count: number,
) {
  const videos = page.locator('video[data-version]');
  await expect
    .poll(
      async () => {
        await page.goto(`/dashboard/production/versions/${orderId}`);
        if (view !== 'single') await page.getByLabel('View', { exact: true }).selectOption(view);
        await expect(videos).toHaveCount(count, { timeout: 30_000 });
        return videos.evaluateAll((all) => all.map((v) => v.getAttribute('data-source')));
      },
      { timeout: 120_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toEqual(Array.from({ length: count }, () => 'proxy'));
  return videos.evaluateAll((all) => all.map((v) => v.getAttribute('src') ?? ''));
}
