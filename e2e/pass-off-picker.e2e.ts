import path from 'node:path';
import type { Browser } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../playwright.config.js';
import { expect as baseExpect, test } from './fixtures.js';
import { apiLogin, atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';
import { placeThumbnailOrder } from './order-setup.js';

// An Admin passing an order to other staff sees on each choice whether they can take it, and
// is told in an Admin's words why someone on vacation cannot, before Assign is even offered.

// Two people's browsers on a busy machine: live updates get more time than one page's.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The id of the order called `title`, from the server's database. */
function orderIdOf(title: string): string {
  const db = new Database(path.join(e2eDataDir(), 'crewcast.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select id from production_requests where title = ?').get(title) as
      { id: string } | undefined;
    expect(row, `an order called ${title}`).toBeTruthy();
    return row!.id;
  } finally {
    db.close();
  }
}

/** A thumbnail credit for the demo Partner, so the lane's other tests keep the seeded ones. */
async function grantThumbnail(browser: Browser) {
  const partner = await apiLogin(browser, 'partner');
  const admin = await apiLogin(browser, 'admin');
  const res = await admin.context.request.post('/api/payment/credits/grant', {
    headers: admin.headers,
    data: { uid: partner.uid, product: 'Video Thumbnail', quantity: 1, note: 'e2e pass-off' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await Promise.all([partner.context.close(), admin.context.close()]);
}

test('the pass-off picker shows each artist’s status and refuses someone on vacation in an Admin’s words', async ({
  browser,
  partner,
  admin,
}) => {
  test.setTimeout(150_000);
  await grantThumbnail(browser);
  const title = `Pass-off thumb ${unique()}`;
  await placeThumbnailOrder(partner, title);
  const orderId = orderIdOf(title);
  const artist = await apiLogin(browser, 'artist');
  const asked = await artist.context.request.post('/api/payment/fulfillment/pass-off', {
    headers: artist.headers,
    data: { requestId: orderId, reason: 'Too much work this week' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await artist.context.close();

  const panel = admin.getByRole('region', { name: 'Pass-off waiting for you' });
  const search = panel.getByPlaceholder('Search artists...');
  await atEachWidth(admin, async (shot, width) => {
    await admin.goto(`/dashboard/production/receive?active=${orderId}`);
    await search.fill('allrounder');
    const away = panel.getByRole('button', { name: /@allrounder\b/ });
    await expect(away).toContainText(/Vacation until \d+ \w+/);
    await expect(away).toContainText(/\d+ open orders?/);
    await search.fill('artist2');
    const free = panel.getByRole('button', { name: /@artist2\b/ });
    await expect(free).toContainText('Available');
    await shot('c39a-pass-off-chips');

    await search.fill('allrounder');
    await away.click();
    await expect(
      panel.getByText(/^allrounder is on vacation until \d+ \w+ \d{4}; choose someone else\.$/),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Assign allrounder' })).toBeDisabled();
    // Not the Partner's order-form text.
    await expect(panel.getByText(/Order failed/)).toHaveCount(0);
    await expectNoSidewaysScroll(admin, `the pass-off picker at ${width} px`);
    await shot('c39a-pass-off-refusal');
  });
});
