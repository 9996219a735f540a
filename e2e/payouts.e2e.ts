import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  atEachWidth,
  expectNoSeriousA11yViolations,
  logOut,
  submitLogin,
  unique,
} from './helpers.js';

// A month's pay from close to payment: the Admin closes last month, downloads the PayPal file,
// uploads it (here: reads it) and marks it paid; the editor then sees the paid statement. The
// demo editor (tier 2, PayPal editor@crewcast.example) delivered one 10-minute edit last month.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Logs in, allowing for a slow password check on a busy machine. */
async function logIn(page: Page, username: string) {
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
}

const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  .toISOString()
  .slice(0, 7);
/** The month as the pages write it: "November 2026". */
const lastMonthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${lastMonth}-01T00:00:00Z`));
const reference = `PP-E2E-${unique()}`;

test('the Admin closes last month, checks the PayPal file and marks it paid', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Pay period')).toHaveValue(lastMonth);
  await page.getByRole('button', { name: 'Close period' }).click();
  // It asks first, with what closing makes: "November 2026: 4 payees (3 staff, 1 Affiliate), $27.40."
  const confirm = page.getByRole('dialog', { name: /^Close \w+ \d{4}\?$/ });
  await expect(confirm).toContainText(/: \d+ payees? \(.+\), \$[\d,]+\.\d\d\./);
  await confirm.getByRole('button', { name: /^Close \w+ \d{4}$/ }).click();
  await expect(page.getByText(new RegExp(`${lastMonthName} closed`))).toBeVisible();

  const paypal = page.getByTestId('method-PayPal');
  await expect(paypal).toContainText('PayPal');
  const editorRow = page.getByRole('row').filter({ hasText: 'editor@crewcast.example' });
  await expect(editorRow).toContainText('$15.00');
  await expect(editorRow).toContainText('Pending');
  await expectNoSeriousA11yViolations(page, 'payouts');

  // PayPal's mass payment file: no header; e-mail, amount, currency, unique id, note.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    paypal.getByRole('button', { name: 'Download PayPal file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payouts-${lastMonth}-paypal.csv`);
  const rows = (await readFile((await download.path()) ?? '', 'utf8'))
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const row = rows.find((r) => r[0] === 'editor@crewcast.example');
  expect(row).toBeDefined();
  const [email, amount, currency, uniqueId, note, ...rest] = row ?? [];
  expect(email).toBe('editor@crewcast.example');
  expect(amount).toBe('15.00');
  expect(currency).toBe('USD');
  expect(uniqueId).toMatch(/^PO\d{6}[A-Z0-9]{10}$/);
  expect(uniqueId!.length).toBeLessThanOrEqual(30);
  expect(note).toBe(`Crewcast pay for ${lastMonth}`);
  expect(rest).toEqual([]);

  // Uploaded at PayPal: mark the batch paid with PayPal's reference.
  await paypal.getByRole('button', { name: 'Mark PayPal paid…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark PayPal statements paid' });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog.getByText('Enter the payment reference.')).toBeVisible();
  await dialog.getByLabel('Payment reference').fill(reference);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(editorRow).toContainText('Paid');
  await expect(editorRow).toContainText(reference);
  await expect(paypal).toContainText('All paid.');
  // The paid file can be downloaded again, for the records.
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    paypal.getByRole('button', { name: 'Download paid PayPal file' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(`payouts-${lastMonth}-paypal-paid.csv`);
  expect(await readFile((await again.path()) ?? '', 'utf8')).toContain('editor@crewcast.example');

  // Closing the same month again changes nothing.
  await page.getByRole('button', { name: 'Close period' }).click();
  await expect(
    page.getByText(`${lastMonthName} was already closed; nothing changed.`),
  ).toBeVisible();
  await atEachWidth(page, (shot) => shot('payouts-admin'));

  // The audit log holds both steps: the close, and each statement paid with its reference.
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  const log = page.getByRole('region', { name: 'Audit log entries' });
  await page.getByLabel('Subject id').fill(lastMonth);
  await page.getByLabel('Action').selectOption('payouts.period_closed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.locator('tbody tr')).toHaveCount(1);
  await expect(log.locator('tbody tr').first()).toContainText(/Closed: (no → )?yes/);
  await page.getByLabel('Subject id').fill('');
  await page.getByLabel('Action').selectOption('payouts.statement_paid');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(log.locator('tbody tr').first()).toContainText(reference);
  await logOut(page);
});

test('the editor sees the paid statement, its rates and prints it', async ({ page }) => {
  await logIn(page, 'editor');
  await page.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pay', level: 1 })).toBeVisible();
  await expect(page.getByText('Your pay rules · Tier 2')).toBeVisible();
  const statement = page.getByRole('row').filter({ hasText: `Statement ${lastMonthName}` });
  await expect(statement).toContainText('Paid');
  await expect(statement).toContainText(reference);
  await expect(statement).toContainText('$15.00');

  // Earnings of last month, job by job.
  await page.getByLabel('Month', { exact: true }).fill(lastMonth);
  await expect(page.getByTestId('month-total')).toHaveText('$15.00');
  await expect(page.getByRole('row').filter({ hasText: 'Launch trailer' })).toContainText('2');
  await expectNoSeriousA11yViolations(page, 'pay page');
  await atEachWidth(page, (shot) => shot('payouts-pay'));

  // The printable statement, and its CSV.
  await statement.getByRole('link', { name: `Statement ${lastMonthName}` }).click();
  await expect(page.getByRole('heading', { name: `Pay statement ${lastMonthName}` })).toBeVisible();
  await expect(page.getByTestId('paid-reference')).toContainText(reference);
  await expect(page.getByTestId('statement-total')).toHaveText('$15.00');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Kind,Description,Tier,Amount (USD)');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},job,"Launch trailer \(Edit, 10 min\)",2,15\.00$/);
  await expectNoSeriousA11yViolations(page, 'statement');
  await page.emulateMedia({ media: 'print' });
  await atEachWidth(page, (shot) => shot('payouts-statement-print'), [1440]);
  await page.emulateMedia({ media: 'screen' });
  await atEachWidth(page, (shot) => shot('payouts-statement'));
  await logOut(page);
});
