import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  screenshotAtWidths,
  unique,
} from './helpers.js';
import { authorizeFromOutbox } from './outbox.js';

const card = (page: Page, name: string): Locator => page.getByRole('article', { name });
const cartLine = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: 'Cart' }).getByRole('listitem').filter({ hasText: label });

async function credits(page: Page) {
  await page.goto('/dashboard/home');
  const edits = page.getByTestId('unused-edits');
  await expect(edits).toHaveText(/^\d+$/);
  return {
    edits: Number(await edits.textContent()),
    thumbnails: Number(await page.getByTestId('unused-thumbnails').textContent()),
  };
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Pat Partner');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a Partner fills a basket, pays in the sandbox form and sees the new counts at home', async ({
  page,
}) => {
  // A long flow (two axe runs, six screenshots) on a machine shared with other work.
  test.setTimeout(90_000);
  await logIn(page, 'partner');
  const before = await credits(page);

  await page.goto('/dashboard/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // Video Edit: 10 min by default ($8.00), stepped up to 15 min ($12.00).
  const edit = card(page, 'Video Edit');
  await expect(edit.getByTestId('item-price')).toHaveText('Price: $8.00');
  await edit.getByRole('button', { name: 'Increase Video Edit duration' }).click();
  await expect(edit.getByText('15 min')).toBeVisible();
  await expect(edit.getByTestId('item-price')).toHaveText('Price: $12.00');
  await edit.getByRole('button', { name: 'Add to Cart' }).click();

  // Shorts: $4 for the first minute, then $0.50 a minute: 3 min is $5.00.
  const shorts = card(page, 'Shorts Edit');
  await shorts.getByRole('button', { name: 'Increase Shorts Edit duration' }).click();
  await shorts.getByRole('button', { name: 'Increase Shorts Edit duration' }).click();
  await expect(shorts.getByTestId('item-price')).toHaveText('Price: $5.00');
  await shorts.getByRole('button', { name: 'Add to Cart' }).click();

  await card(page, 'Video Thumbnail').getByRole('button', { name: 'Add to Cart' }).click();
  const thumbs = cartLine(page, 'Video Thumbnail');
  await thumbs.getByRole('button', { name: 'Increase thumbnail' }).click();
  await thumbs.getByRole('button', { name: 'Increase thumbnail' }).click();
  await expect(thumbs.getByTestId('line-price')).toHaveText('$12.00');

  // The same name and options again is ignored: still one 15-minute line.
  await edit.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLine(page, 'Video Edit (15 min)')).toHaveCount(1);
  await expect(cartLine(page, 'Video Edit (15 min)').getByLabel(/Quantity/)).toHaveValue('1');
  await expect(page.getByTestId('cart-total')).toHaveText('$29.00');

  // The basket survives a reload; quantity 0 removes a line.
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('$29.00');
  await cartLine(page, 'Shorts Edit (3 min)')
    .getByRole('button', { name: 'Decrease 3-minute short' })
    .click();
  await expect(cartLine(page, 'Shorts Edit')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('$24.00');
  await expectNoSeriousA11yViolations(page, 'shop');
  await screenshotAtWidths(page, 'shop');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Test payment', { exact: true })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$24.00');
  await expectNoSeriousA11yViolations(page, 'checkout');
  await screenshotAtWidths(page, 'shop-checkout');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard\/shop\/review\?session_id=cs_sandbox_/);
  await expect(page.getByRole('heading', { name: 'Purchase Complete!' })).toBeVisible();
  const next = page.getByRole('navigation', { name: 'Next steps' });
  await expect(next.getByRole('link', { name: 'Service Request Form' })).toHaveAttribute(
    'href',
    '/dashboard/production/send',
  );
  await expect(next.getByRole('link', { name: 'Support Team' })).toHaveAttribute(
    'href',
    '/dashboard/chat?user=admin',
  );
  await expect(page.getByText(/wait a few hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'review');
  await screenshotAtWidths(page, 'shop-review');

  await next.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('unused-edits')).toHaveText(String(before.edits + 1));
  await expect(page.getByTestId('unused-thumbnails')).toHaveText(String(before.thumbnails + 3));
  await screenshotAtWidths(page, 'home-partner-credits');

  // The cart was spent.
  await page.goto('/dashboard/shop');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a declined card shows the decline and credits nothing', async ({ page }) => {
  await logIn(page, 'partner');
  const before = await credits(page);
  await page.goto('/dashboard/shop');
  await card(page, 'Video Thumbnail').getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payWith(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/shop$/);
  await screenshotAtWidths(page, 'shop-declined');
  expect(await credits(page)).toEqual(before);
});

test('an Affiliate’s link brings a sign-up whose purchase shows a 20% commission', async ({
  page,
}) => {
  // Sign-up, verification, a purchase and two logins: longer than the default 30 s when busy.
  test.setTimeout(90_000);
  await logIn(page, 'affiliate');
  const link = page.getByRole('textbox', { name: 'Referral link' });
  await expect(link).toHaveValue(/\/\?via=affiliate$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(/Link copied|Ctrl\+C/)).toBeVisible();
  const url = new URL(await link.inputValue());
  await logOut(page);

  // A visitor arrives through the link, then signs up as a Partner.
  const id = unique();
  const email = `referred-${id}@example.com`;
  const username = `referred_${id}`;
  await page.goto(`${url.pathname}${url.search}`);
  await page.goto('/join?type=Partner');
  await page.getByLabel('Name', { exact: true }).fill('Referred Creator');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByLabel('Roblox username').fill('referred_rbx');
  await page.getByLabel('Weekly Video Production Goal').fill('3');
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await authorizeFromOutbox(page, email);
  await logIn(page, username, 'correct-horse-battery');

  // A new Partner starts with no credits and buys one 10-minute edit: $8.00.
  await expect(page.getByTestId('unused-edits')).toHaveText('0');
  await page.goto('/dashboard/shop');
  await card(page, 'Video Edit').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$8.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Purchase Complete!' })).toBeVisible();
  await page.goto('/dashboard/home');
  await expect(page.getByTestId('unused-edits')).toHaveText('1');
  await logOut(page);

  await logIn(page, 'affiliate');
  await expect(
    page.getByRole('region', { name: /Referred sign-ups/ }).getByText(username),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('$8.00');
  await expect(row).toContainText('$1.60');
  await expect(row).toContainText('pending');
  await expectNoSeriousA11yViolations(page, 'affiliate home');
  await screenshotAtWidths(page, 'home-affiliate');
});

test('an Admin lists commissions and exports them as CSV', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/dashboard/manage/commissions');
  await expect(page.getByRole('heading', { name: 'Commissions', level: 1 })).toBeVisible();
  // Nothing is 14 days old in a fresh run, so nothing is due yet.
  await expect(page.getByText('No commissions here.')).toBeVisible();
  await page.getByLabel('Show').selectOption('pending');
  await expect(page.getByRole('row').filter({ hasText: 'affiliate' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'commissions');
  await screenshotAtWidths(page, 'commissions');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^commissions-pending-\d{4}-\d{2}-\d{2}\.csv$/,
  );
});

test('the shop is for Partners only', async ({ page }) => {
  await logIn(page, 'editor');
  await page.goto('/dashboard/shop');
  await expect(page.getByText('The shop is for Partners')).toBeVisible();
});
