import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, logIn, screenshotAtWidths } from './helpers.js';

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Pat Partner');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a Partner buys in the sandbox, then finds the payment on Billing, prints its receipt and exports the CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'partner2');

  // Shop: one toast for the cart, a count on the sidebar's Shop entry.
  await page.goto('/dashboard/shop');
  const edit = page.getByRole('article', { name: 'Video Edit' });
  await edit.getByRole('button', { name: 'Add to Cart' }).click();
  const thumbnail = page.getByRole('article', { name: 'Video Thumbnail' });
  await thumbnail.getByRole('button', { name: 'Add to Cart' }).click();
  await edit.getByRole('button', { name: 'Add to Cart' }).click();
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(1);
  await expect(toasts).toContainText('Video Edit (10 min) is already in your cart');
  const cart = page.getByRole('region', { name: 'Cart' });
  await cart.getByRole('button', { name: 'Increase thumbnail' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('3 in cart');
  // Premium prices: a 10-minute edit at $1.90 a minute and two thumbnails at $7.50.
  await expect(page.getByTestId('cart-total')).toHaveText('$34.00');
  await expect(page.getByTestId('premium-shorts-rule')).toContainText('$1.1875');
  await screenshotAtWidths(page, 'billing-shop');
  // On a phone the Checkout bar stays on screen over the cards (the viewport is now 1440).
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByTestId('checkout-bar')).toBeInViewport();
  await expect(page.getByTestId('checkout-bar')).toContainText('3 items');
  await page.screenshot({ path: 'test-results/screenshots/billing-shop-phone-screen-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await cart.getByRole('button', { name: 'Checkout' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Purchase Complete!' })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  expect(sessionId).toMatch(/^cs_sandbox_/);

  // Home breaks the unused edits down by kind and length.
  await page.goto('/dashboard/home');
  await expect(
    page.getByTestId('credit-group').filter({ hasText: 'Video edit, 10 min' }),
  ).toHaveCount(1);
  await screenshotAtWidths(page, 'billing-home-credits');

  // Billing, from the sidebar: the newest payment first, with its items, amount and status.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const row = page.getByTestId('payment-row').first();
  await expect(row).toContainText('1 × Video Edit (10 min)');
  await expect(row).toContainText('2 × Video Thumbnail');
  await expect(row).toContainText('$34.00');
  await expect(row).toContainText('Paid');
  await expectNoSeriousA11yViolations(page, 'billing');
  await screenshotAtWidths(page, 'billing');

  // The CSV: its columns, and this payment's line.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'date,payment_id,receipt_number,items,amount_usd,status,refunded_usd,refunded_at',
  );
  const line = lines.find((l) => l.includes(sessionId)) ?? '';
  expect(line).toMatch(/,\d+,1 x Video Edit \(10 min\); 2 x Video Thumbnail,34\.00,paid,0\.00,$/);
  const receiptNumber = line.split(',')[2];

  // The receipt: numbered, seller and tax from the configuration, totals, no Stripe receipt.
  await row.getByRole('link', { name: `Receipt no. ${receiptNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/billing/${sessionId}$`));
  const sheet = page.getByRole('article', { name: `Receipt no. ${receiptNumber}` });
  await expect(sheet.getByTestId('receipt-seller')).toContainText('Crewcast Test Agency Ltd');
  await expect(sheet.getByTestId('receipt-seller')).toContainText('Testville TE1 1ST');
  await expect(sheet).toContainText('partner2');
  await expect(
    sheet.getByRole('row', { name: /Video Edit \(10 min\) 1 \$19\.00 \$19\.00/ }),
  ).toBeVisible();
  // $34.00 including 20% VAT: $5.67 of it is tax.
  await expect(sheet.getByRole('row', { name: /Subtotal \$28\.33/ })).toBeVisible();
  await expect(sheet.getByRole('row', { name: /VAT \(20%, included\) \$5\.67/ })).toBeVisible();
  await expect(sheet.getByTestId('receipt-total')).toHaveText('$34.00');
  await expect(sheet).toContainText('sandbox test payment: nothing was charged');
  await expectNoSeriousA11yViolations(page, 'receipt');
  await screenshotAtWidths(page, 'billing-receipt');

  // Print: the button opens the browser's print dialog, and on paper only the receipt shows.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Dashboard sidebar' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.screenshot({
    path: 'test-results/screenshots/billing-receipt-print.png',
    fullPage: true,
  });
  await page.emulateMedia({ media: 'screen' });

  // Someone else's or an unknown receipt says so, with the way back.
  await page.goto('/dashboard/billing/cs_sandbox_unknown');
  await expect(page.getByText('There is no receipt for this payment')).toBeVisible();

  // The return page without a known session says so and links back to the Shop.
  await page.goto('/dashboard/shop/review');
  await expect(page.getByRole('heading', { name: 'Purchase not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the Shop' }).click();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
});
