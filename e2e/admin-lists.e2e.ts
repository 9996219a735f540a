import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { e2eDataDir } from '../playwright.config.js';
import { atEachWidth, expectNoSeriousA11yViolations, logIn, logOut, unique } from './helpers.js';

// The Admin's staff table on more staff than one page holds: its search stays in the address
// across a reload, and "Load more staff" brings the next page after the first.

const expect = baseExpect.configure({ timeout: 15_000 });
const count = 60;

/** Adds `count` verified staff named "<tag> NN" straight into the running server's database. */
function seedStaff(tag: string) {
  const db = new SQLite(path.join(e2eDataDir(), 'crewcast.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const insert = db.prepare(
    `insert into users (id, username, username_lower, email, email_lower, password_hash,
       account_type, name, plan, rating, is_editor, is_artist, edit_speed_days,
       thumbnail_speed_days, verified_at, created_at)
     values (?, ?, ?, ?, ?, 'x', 'Production', ?, null, 5, 1, 0, 2, null, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const username = `${tag}_${String(i).padStart(2, '0')}`;
      const email = `${username}@e2e.example`;
      insert.run(randomUUID(), username, username, email, email, `${tag} ${i}`, now, now);
    }
  })();
  db.close();
}

test('the staff table keeps its search in the address and loads the next page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `pager${unique()}`;
  seedStaff(tag);
  await logIn(page, 'admin');
  await page.goto('/dashboard/schedule');
  const staff = page.getByRole('table').getByRole('row');

  await page.getByLabel('Search staff').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  // A header row and the first page of 50.
  await expect(staff).toHaveCount(51);

  await page.reload();
  await expect(page.getByLabel('Search staff')).toHaveValue(tag);
  await expect(staff).toHaveCount(51);
  await expect(staff.nth(1)).toContainText(`${tag}_00`);

  await page.getByRole('button', { name: 'Load more staff' }).click();
  await expect(staff).toHaveCount(count + 1);
  // By name, "<tag> 9" sorts last, so it is on the second page.
  await expect(page.getByText(`@${tag}_09`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more staff' })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('Busy');
  await expect(page).toHaveURL(/[?&]status=Busy/);
  await expect(page.getByText('No staff member matches.')).toBeVisible();
  await page.getByLabel('Status').selectOption('');

  await expectNoSeriousA11yViolations(page, 'staff table');
  await atEachWidth(page, (shot) => shot('staff-table-paged'));
  await logOut(page);
});
