import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  apiLogin,
  expectNoSeriousA11yViolations,
  logIn,
  screenshotAtWidths,
  unique,
} from './helpers.js';
import { drawImage, recordClip } from './media.js';
import { advanceOrdersClock } from './test-clock.js';

// The core loop across two browsers at once (a Partner and their editor), then an order
// left past its due time. The demo Partner's team is editor (2-day edits) and artist (1-day
// thumbnails); the server runs with E2E_CLOCK so the second test can move the orders clock.

const fixtureDir = 'test-results/fixtures';
const clipPath = path.join(fixtureDir, `footage-${unique()}.webm`);
const deliveryPath = path.join(fixtureDir, `final-cut-${unique()}.webm`);
const imagePath = path.join(fixtureDir, `reference-${unique()}.png`);

test.describe.configure({ mode: 'serial' });

/** Gives the demo Partner fresh credits through the Admin API, so a retried run has enough. */
async function grantCredits(browser: Browser) {
  const partner = await apiLogin(browser, 'partner');
  await partner.context.close();
  const admin = await apiLogin(browser, 'admin');
  for (const grant of [
    { product: 'Video Edit', duration: 10, quantity: 1 },
    { product: 'Video Thumbnail', duration: null, quantity: 2 },
  ]) {
    const res = await admin.context.request.post('/api/payment/credits/grant', {
      headers: admin.headers,
      data: { uid: partner.uid, ...grant, note: 'e2e orders' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await admin.context.close();
}

test.beforeAll(async ({ browser }) => {
  mkdirSync(fixtureDir, { recursive: true });
  writeFileSync(clipPath, await recordClip(browser));
  writeFileSync(deliveryPath, await recordClip(browser));
  writeFileSync(imagePath, await drawImage(browser, 'Boss fight!'));
  await grantCredits(browser);
});

/** Picks the option of a native select whose text starts with `prefix`. */
async function chooseOption(select: Locator, prefix: string) {
  const options = await select.locator('option').allTextContents();
  const label = options.find((text) => text.trim().startsWith(prefix));
  expect(label, `an option starting with '${prefix}' in ${options.join(' | ')}`).toBeTruthy();
  await select.selectOption({ label: label! });
}

/** Waits until every upload row of the page says Uploaded. */
async function waitForUploads(page: Page, count: number) {
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(count, {
    timeout: 20_000,
  });
}

/** Unused thumbnails as the Partner's home shows them. */
async function unusedThumbnails(page: Page): Promise<number> {
  await page.goto('/dashboard/home');
  const figure = page.getByTestId('unused-thumbnails');
  await expect(figure).toHaveText(/\d+/);
  return Number((await figure.textContent())?.match(/\d+/)?.[0]);
}

test('a Partner orders, the editor asks for time and delivers, the Partner revises', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const partnerContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const editor = await editorContext.newPage();
  const title = `Castle run ${unique()}`;

  // The Partner orders an edit and a thumbnail, with footage and a reference picture.
  await logIn(partner, 'partner');
  await partner.goto('/dashboard/production/send');
  await expect(partner.getByRole('heading', { name: 'Order', level: 1 })).toBeVisible();
  const placeOrder = partner.getByRole('button', { name: 'Place order' });
  await partner.getByLabel('Video name').fill(title);
  await partner.getByRole('checkbox', { name: 'Video Edit' }).check();
  await partner.getByRole('checkbox', { name: 'Thumbnail' }).check();
  await chooseOption(partner.getByLabel('Duration'), '10 min Video Edit');
  await chooseOption(partner.getByLabel('Editor', { exact: true }), 'editor');
  await chooseOption(partner.getByLabel('Thumbnail artist'), 'artist');
  await partner.getByLabel('Edit description').fill('Cut the waiting, keep the boss fight.');
  await partner.getByLabel('Thumbnail description').fill('Big red arrow on the boss.');
  // No video yet: an edit cannot be ordered.
  await expect(placeOrder).toBeDisabled();
  await partner.getByLabel('Choose videos').setInputFiles(clipPath);
  await partner.getByLabel('Choose images').setInputFiles(imagePath);
  await waitForUploads(partner, 2);
  // The tick cannot go while its videos are there.
  await partner.getByRole('checkbox', { name: 'Video Edit' }).click();
  await expect(
    partner.getByText("Delete all uploaded videos before de-selecting 'Video Edit' option"),
  ).toBeVisible();
  await expect(partner.getByRole('checkbox', { name: 'Video Edit' })).toBeChecked();
  await screenshotAtWidths(partner, 'orders-form-filled');
  await expectNoSeriousA11yViolations(partner, 'order form');
  await placeOrder.click();
  await expect(partner.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();

  // The editor sees it, starts it and asks for 2 more days.
  await logIn(editor, 'editor');
  await expect(editor.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  await editor.goto('/dashboard/production/receive');
  await editor
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(editor).toHaveURL(/active=/);
  const requestId = new URL(editor.url()).searchParams.get('active')!;
  await editor.getByRole('button', { name: 'Start work' }).click();
  await expect(editor.getByText(/Work started/)).toBeVisible();
  await editor.getByRole('button', { name: 'Ask for more time' }).click();
  await editor.getByLabel('Extra days').fill('2');
  await editor.getByLabel('Reason (optional)').fill('The footage is longer than planned.');
  await editor.getByRole('button', { name: 'Send request' }).click();
  await expect(editor.getByRole('heading', { name: 'Request Sent!' })).toBeVisible();

  // The Partner's home shows it as needing an answer (live, without a reload), and accepts.
  await partner.goto('/dashboard/home');
  // The edit's card (the thumbnail has its own card with the same title).
  const card = partner
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: 'Needs your answer' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await screenshotAtWidths(partner, 'orders-partner-home-alert');
  await card.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const alerts = partner.getByRole('dialog');
  await expect(alerts.getByText('More Time Sent')).toBeVisible();
  await screenshotAtWidths(partner, 'orders-alerts-dialog');
  await alerts.getByRole('button', { name: 'Accept' }).click();
  await expect(alerts.getByText(/Accepted/).first()).toBeVisible();
  await partner.keyboard.press('Escape');

  // The editor delivers through the fulfil form, reached from the Inbox.
  await editor.goto(`/dashboard/production/receive?active=${requestId}`);
  await editor.getByRole('link', { name: 'Deliver', exact: true }).click();
  await expect(editor.getByRole('heading', { name: 'Fulfill', level: 1 })).toBeVisible();
  await expect(editor.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
  await editor.getByLabel('Choose videos').setInputFiles(deliveryPath);
  await waitForUploads(editor, 1);
  await screenshotAtWidths(editor, 'orders-fulfil-form');
  await editor.getByRole('button', { name: 'Fulfill order' }).click();
  await expect(editor.getByRole('heading', { name: 'Order Fulfilled!' })).toBeVisible();

  // The Partner previews the delivery in the page and asks for a revision.
  await partner.goto(`/dashboard/production/receive?active=${requestId}`);
  await expect(partner.getByRole('heading', { name: 'Deliveries (1)' })).toBeVisible();
  await partner
    .getByRole('button', { name: /Preview/ })
    .last()
    .click();
  const video = partner.getByRole('dialog').locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await partner.keyboard.press('Escape');
  await partner.getByRole('button', { name: /Request revision/ }).click();
  const note = partner.getByLabel('What should change?');
  await note.fill('Too short.');
  await partner.getByRole('button', { name: 'Send revision request' }).click();
  await expect(partner.getByText('Message must be at least 20 characters long!')).toBeVisible();
  await note.fill('Please shorten the intro.');
  await partner.getByRole('button', { name: 'Send revision request' }).click();
  await partner.getByRole('link', { name: 'Open the revision' }).click();
  await expect(partner).toHaveURL(/active=/);
  expect(new URL(partner.url()).searchParams.get('active')).not.toBe(requestId);
  await expect(partner.getByText('Please shorten the intro.').first()).toBeVisible();
  await expect(partner.getByText('Revision · v2', { exact: true }).first()).toBeVisible();

  // The original's tracker shows each step, the last one current.
  await partner.goto(`/dashboard/production/receive?track=${requestId}`);
  const steps = partner.getByRole('list', { name: 'Order progress' });
  for (const step of [
    'Request Opened',
    'Request Activated',
    'More Time Requested',
    'Response received',
    'Request Closed',
  ])
    await expect(steps.getByText(step).first()).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Request Closed');
  await screenshotAtWidths(partner, 'orders-track');
  await expectNoSeriousA11yViolations(partner, 'order tracker');

  // The revision is its own order, for the same editor.
  await editor.goto('/dashboard/production/receive');
  await expect(editor.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await partnerContext.close();
  await editorContext.close();
});

test('a delivery waits for the Partner, who accepts it with 4 stars and sees the note', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const partnerContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const editor = await editorContext.newPage();
  const title = `Review run ${unique()}`;
  const grant = await apiLogin(browser, 'admin');
  const partnerApi = await apiLogin(browser, 'partner');
  const granted = await grant.context.request.post('/api/payment/credits/grant', {
    headers: grant.headers,
    data: { uid: partnerApi.uid, product: 'Video Edit', duration: 10, quantity: 1, note: 'e2e' },
  });
  expect(granted.ok()).toBe(true);
  await grant.context.close();

  await logIn(partner, 'partner');
  await partner.goto('/dashboard/production/send');
  await partner.getByLabel('Video name').fill(title);
  await partner.getByRole('checkbox', { name: 'Video Edit' }).check();
  await chooseOption(partner.getByLabel('Duration'), '10 min Video Edit');
  await chooseOption(partner.getByLabel('Editor', { exact: true }), 'editor');
  await partner.getByLabel('Choose videos').setInputFiles(clipPath);
  await waitForUploads(partner, 1);
  // Before placing it: the credit it spends and the due date (the editor's 2 days).
  const summary = partner.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Spends 1 edit credit of 10 min');
  await expect(summary).toContainText("editor's 2 days");
  await screenshotAtWidths(partner, 'orders-form-summary');
  await partner.getByRole('button', { name: 'Place order' }).click();
  await expect(partner.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();

  // The editor delivers with a note for the Partner.
  await logIn(editor, 'editor');
  await editor.goto('/dashboard/production/receive');
  await editor
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  const requestId = new URL(editor.url()).searchParams.get('active')!;
  await editor.getByRole('link', { name: 'Deliver', exact: true }).click();
  await editor.getByLabel('Choose videos').setInputFiles(deliveryPath);
  await waitForUploads(editor, 1);
  await editor.getByLabel('Note for the client (optional)').fill('The music is a placeholder.');
  await editor.getByRole('button', { name: 'Fulfill order' }).click();
  await expect(editor.getByRole('heading', { name: 'Order Fulfilled!' })).toBeVisible();

  // Home: the delivery awaits the Partner's review rather than jumping to closed.
  await partner.goto('/dashboard/home');
  const reviews = partner.getByRole('region', { name: 'Awaiting your review' });
  const card = reviews.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('The music is a placeholder.')).toBeVisible();
  await screenshotAtWidths(partner, 'orders-home-awaiting-review');

  // Inbox: the same state, the note, and Accept delivery with a 4-star rating.
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(partner).toHaveURL(new RegExp(`active=${requestId}`));
  const panel = partner.getByRole('region', { name: 'Delivered — awaiting your review' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('The music is a placeholder.')).toBeVisible();
  await screenshotAtWidths(partner, 'orders-inbox-awaiting-review');
  await expectNoSeriousA11yViolations(partner, 'delivery awaiting review');
  await panel.getByRole('button', { name: 'Accept delivery' }).click();
  const dialog = partner.getByRole('dialog', { name: 'Accept delivery' });
  await dialog.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(dialog.getByText('Choose 1 to 5 stars.')).toBeVisible();
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Comment for the staff member (optional)').fill('Great pacing!');
  await screenshotAtWidths(partner, 'orders-accept-dialog');
  await dialog.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(
    dialog.getByText('Delivery accepted with 4 of 5 stars.', { exact: false }),
  ).toBeVisible();
  await partner.keyboard.press('Escape');
  await expect(partner.getByRole('region', { name: 'Delivery accepted' })).toContainText(
    'Accepted with 4 of 5 stars',
  );
  await expect(partner.getByRole('button', { name: /Request revision/ })).toHaveCount(0);

  // The server has the stars, and Home no longer lists the delivery.
  const read = await partnerApi.context.request.get(
    `/api/payment/fulfillment/request?id=${requestId}`,
    { headers: partnerApi.headers },
  );
  expect(((await read.json()) as { review: { stars: number } }).review.stars).toBe(4);
  await partnerApi.context.close();
  await partner.goto('/dashboard/home');
  await expect(partner.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(partner.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await partnerContext.close();
  await editorContext.close();
});

test('an order left past its due time is cancelled and its credit comes back', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Overdue thumb ${unique()}`;
  await logIn(page, 'partner');
  const before = await unusedThumbnails(page);

  await page.goto('/dashboard/production/send');
  await page.getByLabel('Video name').fill(title);
  await page.getByRole('checkbox', { name: 'Thumbnail' }).check();
  await chooseOption(page.getByLabel('Thumbnail artist'), 'artist');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();
  expect(await unusedThumbnails(page)).toBe(before - 1);

  // Every open thumbnail order of the Partner is due within a day (the artist's speed), so each
  // one comes back as a credit, this one included.
  const partner = await apiLogin(browser, 'partner');
  const open = await partner.context.request.get(
    '/api/payment/fulfillment/requests?type=unfulfilled',
    { headers: partner.headers },
  );
  const { items } = (await open.json()) as { items: Array<{ type: string; title: string }> };
  await partner.context.close();
  const openThumbnails = items.filter((item) => item.type === 'Thumbnail');
  expect(openThumbnails.map((item) => item.title)).toContain(title);

  // The artist's 1-day deadline passes with nothing delivered.
  await advanceOrdersClock(request, 2 * 24 * 60);
  await page.goto('/dashboard/production/receive');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByText('Request Expired').first()).toBeVisible();
  expect(await unusedThumbnails(page)).toBe(before - 1 + openThumbnails.length);
});
