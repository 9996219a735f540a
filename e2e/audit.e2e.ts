import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, logOut, submitLogin } from './helpers.js';

// The audit log and the sign-in history. An Admin sets a staff member Busy (and back) and finds
// both changes in the audit log, filtered by action, and in its CSV export. A user signs in from
// two browsers, sees both sign-ins in Settings, and ends the other one: that browser's session
// cannot be renewed any more, so it is signed out once its access token is gone.

const expect = baseExpect.configure({ timeout: 15_000 });

/** Logs in and waits for the dashboard, as patiently as the rest of this file. */
async function logIn(page: Page, username: string) {
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/dashboard\/home/);
}

test('an Admin finds a staff status change in the audit log and exports it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin');
  await page.goto('/dashboard/schedule');
  // artist2 is on no vacation, so Set Available only sets the status back (on a vacation in
  // progress it would end the vacation, which later files of this lane count on).
  await page.getByRole('link', { name: 'artist2', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage\/staff\//);
  await page.getByRole('button', { name: 'Set Busy' }).click();
  const busy = page.getByRole('dialog', { name: 'Set artist2 Busy?' });
  await busy.getByLabel('Reason').fill('Checking the audit log');
  await busy.getByRole('button', { name: 'Set Busy' }).click();
  await expect(busy).toBeHidden();
  await expect(page.getByRole('button', { name: 'Set Busy' })).toBeDisabled();
  await page.getByRole('button', { name: 'Set Available' }).click();
  await expect(page.getByRole('button', { name: 'Set Available' })).toBeDisabled();

  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Audit log entries' });
  const rows = table.locator('tbody tr');
  // Sign-ins are left out until asked for; the Admin's own sign-in is there then.
  await expect(rows.filter({ hasText: 'Available → Busy' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show sign-ins' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  await page.getByLabel('Action').selectOption('staff.status');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows.filter({ hasText: 'Available → Busy' }).first()).toContainText('Ada Admin');
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Status: Busy → Available');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'at,actor_id,actor_name,action,subject_type,subject_id,before,after,request_id,ip',
  );
  expect(lines.slice(1).every((line) => line.includes(',staff.status,staff,'))).toBe(true);
  expect(csv).toContain('Ada Admin');

  await expectNoSeriousA11yViolations(page, 'audit log');
  await atEachWidth(page, (shot) => shot('audit-log'));
  // The subject is named and leads to the staff member's page.
  await rows.first().getByRole('link', { name: 'artist2' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage\/staff\//);
  await logOut(page);
});

test('a user sees two sign-ins and ends the other session', async ({ browser }) => {
  test.setTimeout(120_000);
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const first = await laptop.newPage();
  const second = await phone.newPage();
  await logIn(first, 'affiliate');
  await logIn(second, 'affiliate');

  await second.goto('/dashboard/settings');
  const history = second.getByRole('region', { name: 'Sign-in history' });
  const rows = history.locator('tbody tr');
  await expect(rows.first()).toContainText('This browser');
  await expect(rows.first()).toContainText('Chrome');
  const other = rows.nth(1);
  await expect(other.getByRole('button', { name: /^End session/ })).toBeVisible();
  await expectNoSeriousA11yViolations(second, 'sign-in history');
  await atEachWidth(second, (shot) => shot('sign-ins'));

  await other.getByRole('button', { name: /^End session/ }).click();
  await expect(other).toContainText('Ended');

  // The laptop's session cannot be renewed: once its access token has run out (here: made
  // unreadable), its next call is refused and it lands on the login page.
  await first.evaluate(() => localStorage.setItem('accessToken', 'expired'));
  await first.goto('/dashboard/settings');
  await expect(first).toHaveURL(/\/login/);

  // This browser stays signed in.
  await second.reload();
  await expect(second.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await laptop.close();
  await phone.close();
});
