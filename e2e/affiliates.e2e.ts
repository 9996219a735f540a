import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  screenshotAtWidths,
  unique,
} from './helpers.js';

/** The demo Partner (referred by the demo Affiliate) buys one thumbnail in the sandbox. */
async function partnerBuysThumbnail(page: Page) {
  await logIn(page, 'partner');
  await page.goto('/dashboard/shop');
  await page
    .getByRole('article', { name: 'Video Thumbnail' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Name on card').fill('Pat Partner');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Complete!' })).toBeVisible();
  await logOut(page);
}

test('an Affiliate sets a PayPal wallet and the Admin sees it in Commissions, as cards on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const paypal = `alex-${unique()}@pay.example`;
  await logIn(page, 'affiliate');
  await expect(page.getByTestId('payout-destination')).toContainText('no wallet yet');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Your Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add PayPal e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modify Setting' });
  await dialog.getByLabel('PayPal e-mail address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the e-mail address of your PayPal account.')).toBeVisible();
  await dialog.getByLabel('PayPal e-mail address').fill(paypal);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Success/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await expect(page.getByText(paypal)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'affiliate settings');
  await screenshotAtWidths(page, 'settings-affiliate');

  // The home says when and where commissions are paid.
  await page.goto('/dashboard/home');
  await expect(page.getByTestId('payout-destination')).toContainText(paypal);
  await expect(page.getByRole('region', { name: 'How you get paid' })).toContainText('Payable');
  await logOut(page);

  await partnerBuysThumbnail(page);

  await logIn(page, 'admin');
  await page.goto('/dashboard/manage/commissions');
  await page.getByLabel('Show').selectOption('pending');
  const row = page.getByRole('row').filter({ hasText: paypal });
  await expect(row.first()).toContainText('PayPal');
  await expect(row.first()).toContainText('affiliate');
  await expectNoSeriousA11yViolations(page, 'commissions with payout destinations');
  await screenshotAtWidths(page, 'commissions-pay-to');

  // At 390 px every row is a card as wide as the screen at most, with every cell on screen.
  await page.setViewportSize({ width: 390, height: 900 });
  const table = page.getByRole('region', { name: 'Commissions table' });
  const cardBox = await row.first().boundingBox();
  expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= 390).toBe(true);
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const cell of await row.first().getByRole('cell').all()) {
    const box = await cell.boundingBox();
    if (box && box.height > 0) expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // Each line names its column.
  const payTo = row.first().getByRole('cell').filter({ hasText: paypal });
  expect(await payTo.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Pay to"');
  await page.screenshot({ path: 'test-results/screenshots/commissions-cards-390.png' });
});

test('a visit through a referral link to any page shows in the Affiliate’s figures, once per browser and day', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'affiliate');
  const visits = page.getByTestId('funnel-visits');
  await expect(visits).toHaveText(/^\d+$/);
  const before = Number(await visits.textContent());
  await page.getByLabel('Page the link opens').selectOption('pricing');
  const link = page.getByRole('textbox', { name: 'Referral link' });
  await expect(link).toHaveValue(/\/learn\/pricing\?via=affiliate$/);
  const url = new URL(await link.inputValue());
  await screenshotAtWidths(page, 'home-affiliate-figures');
  await logOut(page);

  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/referral/visit')) reports.push(request.postData() ?? '');
  });
  const counted = page.waitForResponse(
    (res) => res.url().endsWith('/api/referral/visit') && res.status() === 200,
  );
  await page.goto(`${url.pathname}${url.search}`);
  await counted;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(reports).toEqual([JSON.stringify({ via: 'affiliate', page: 'pricing' })]);

  await logIn(page, 'affiliate');
  await expect(page.getByTestId('funnel-visits')).toHaveText(String(before + 1));
  await expect(page.getByRole('region', { name: 'Your figures' })).toContainText(/Pricing \d+/);
  await expectNoSeriousA11yViolations(page, 'affiliate figures');
});

test('Dashboard Home’s section headers line up with their cards at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'partner');
  const teamHead = page.getByRole('heading', { name: 'Your Team' }).locator('..');
  const note = teamHead.getByText(/members/);
  await expect(note).toBeVisible();
  const credits = page.getByRole('region', { name: 'Your credits' });
  const [noteBox, creditsBox, profileBox] = await Promise.all([
    note.boundingBox(),
    credits.boundingBox(),
    page.getByRole('region', { name: 'Pat Partner' }).boundingBox(),
  ]);
  const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : NaN);
  // The note at the header's right end ends where the cards above it end.
  expect(Math.abs(right(noteBox) - right(creditsBox))).toBeLessThanOrEqual(2);
  expect(Math.abs(right(profileBox) - right(creditsBox))).toBeLessThanOrEqual(2);
});
