import { expect, test } from '@playwright/test';
import { atEachWidth, expectNoSidewaysScroll, logIn } from './helpers.js';

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
