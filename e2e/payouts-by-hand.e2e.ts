import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../playwright.config.js';
import { apiLogin, atEachWidth, expectNoSidewaysScroll, logIn, unique } from './helpers.js';

// Statements of payees without a wallet are no dead end: the Admin pays one by hand with a
// reference, and one whose payee chooses a wallet afterwards joins that method's batch file.
// A month three back is closed, so the Payouts test's last month stays as the seed left it.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1))
  .toISOString()
  .slice(0, 7);
/** The month as the pages write it: "September 2026". */
const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${month}-01T00:00:00Z`));
const lateWallet = `artist2-${unique()}@pay.example`;

/** A delivered thumbnail of `staff` (a demo account without a wallet) in `month`, with its pay. */
function deliveredIn(staff: string, cents: number) {
  const db = new Database(path.join(e2eDataDir(), 'crewcast.sqlite'));
  try {
    const id = (username: string) =>
      (db.prepare('select id from users where username = ?').get(username) as { id: string }).id;
    const at = `${month}-05T10:00:00.000Z`;
    const [folder, order] = [randomUUID(), randomUUID()];
    db.prepare(
      'insert into drive_folders (id, owner_id, name, created_at) values (?, ?, ?, ?)',
    ).run(folder, id('partner2'), `Paid by hand ${unique()}`, at);
    db.prepare(
      `insert into production_requests (id, video_request_id, type, title, message, client_id,
        staff_id, author_id, folder_id, product, duration_minutes, is_revision, of_request_id,
        revisions_left, status, created_at, due_at, original_due_at, activated_at, closed_at,
        close_reason, delivery_message, accepted_at, accepted_by, review_stars, review_comment,
        version)
       values (?, ?, 'Thumbnail', ?, 'A cover.', ?, ?, ?, ?, 'Video Thumbnail', null, 0, null, 2,
        'fulfilled', ?, ?, ?, ?, ?, 'Fulfilled', null, ?, 'partner', 5, null, 1)`,
    ).run(
      order,
      randomUUID(),
      `Cover by ${staff}`,
      id('partner2'),
      id(staff),
      id('partner2'),
      folder,
      at,
      at,
      at,
      at,
      at,
      at,
    );
    db.prepare(
      `insert into staff_earnings (id, staff_id, request_id, tier, amount_cents, created_at)
       values (?, ?, ?, 1, ?, ?)`,
    ).run(randomUUID(), id(staff), order, cents, at);
  } finally {
    db.close();
  }
}

const row = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: username, exact: true }) });

test('an Admin pays a statement without a wallet by hand, and one whose payee chose a wallet since joins its batch file', async ({
  page,
  browser,
}) => {
  deliveredIn('editor2', 1250);
  deliveredIn('artist2', 800);
  await logIn(page, 'admin');
  await page.goto('/dashboard/manage/payouts');
  await page.getByLabel('Pay period').fill(month);
  await page.getByRole('button', { name: 'Close period' }).click();
  const confirm = page.getByRole('dialog', { name: /^Close \w+ \d{4}\?$/ });
  await expect(confirm).toContainText('no wallet yet and will be paid by hand');
  await confirm.getByRole('button', { name: /^Close \w+ \d{4}$/ }).click();
  await expect(page.getByText(new RegExp(`${monthName} closed`))).toBeVisible();
  await expect(page.getByTestId('method-none')).toContainText('$20.50');
  await expect(row(page, 'editor2')).toContainText('No wallet');

  // At 390 px: editor2 is paid by bank transfer, marked with its reference.
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSidewaysScroll(page, 'payouts with a statement to pay by hand');
  await row(page, 'editor2').getByRole('button', { name: 'Pay editor2 by hand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay editor2 by hand' });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByText('Enter the payment reference.')).toBeVisible();
  const reference = `BANK-${unique()}`;
  await dialog.getByLabel('Payment reference').fill(reference);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'editor2')).toContainText('Paid');
  await expect(row(page, 'editor2')).toContainText(reference);
  await expect(page.getByRole('button', { name: 'Pay editor2 by hand' })).toHaveCount(0);

  // artist2 chooses PayPal afterwards: the statement joins the PayPal file of the month.
  const artist = await apiLogin(browser, 'artist2');
  const wallet = await artist.context.request.put('/api/user/wallet', {
    headers: artist.headers,
    data: { columnName: 'PayPal', newValue: lateWallet },
  });
  expect(wallet.ok(), await wallet.text()).toBe(true);
  await artist.context.close();

  await atEachWidth(page, async (shot, width) => {
    await page.goto('/dashboard/manage/payouts');
    await page.getByLabel('Closed period').selectOption(month);
    await expect(row(page, 'artist2')).toContainText(
      `PayPal: ${lateWallet} (chosen after the month closed)`,
    );
    await expect(row(page, 'editor2')).toContainText(reference);
    await expectNoSidewaysScroll(page, 'payouts after a wallet chosen late');
    await shot('payouts-by-hand');
    if (width !== 1440) return;
    const paypal = page.getByTestId('method-PayPal');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      paypal.getByRole('button', { name: 'Download PayPal file' }).click(),
    ]);
    const lines = (await readFile((await download.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${lateWallet},8\\.00,USD,PO`))]);
  });
});
