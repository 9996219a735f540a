import { expect as baseExpect, test } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, logIn, logOut } from './helpers.js';

// The Admin's staff page, reached from the Scheduler: the demo allrounder is on a week's
// vacation from today with another range booked next month. The Admin books a third range for
// them, is refused an overlapping one, cancels theirs, and sets them Busy: each change names the
// Admin. The work calendar marks the vacation days.

const expect = baseExpect.configure({ timeout: 15_000 });
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an Admin opens a staff page from the Scheduler and manages their vacations and status', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin');
  await page.goto('/dashboard/schedule');
  await page.getByRole('link', { name: 'allrounder', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage\/staff\//);
  await expect(page.getByRole('heading', { level: 1, name: 'allrounder' })).toBeVisible();

  const vacations = page.getByRole('region', { name: 'Vacations' });
  await expect(vacations.getByRole('listitem')).toHaveCount(2);
  await expect(vacations.getByRole('listitem').filter({ hasText: 'Now' })).toContainText(
    'Booked by allrounder',
  );
  const calendar = page.getByRole('region', { name: 'Work calendar' });
  await expect(calendar.getByText('Vacation').first()).toBeVisible();

  await vacations.getByLabel('First day').fill(day(60));
  await vacations.getByLabel('Last day').fill(day(62));
  await vacations.getByRole('button', { name: 'Book vacation' }).click();
  const mine = vacations.getByRole('listitem').filter({ hasText: 'Booked by Ada Admin' });
  await expect(mine).toBeVisible();
  await expect(vacations.getByRole('listitem')).toHaveCount(3);

  // The same days again overlap: refused with the range they clash with.
  await vacations.getByLabel('First day').fill(day(61));
  await vacations.getByLabel('Last day').fill(day(61));
  await vacations.getByRole('button', { name: 'Book vacation' }).click();
  await expect(vacations.getByText(/overlaps one already booked/)).toBeVisible();
  await expect(vacations.getByRole('listitem')).toHaveCount(3);

  await mine.getByRole('button', { name: /^Cancel the vacation/ }).click();
  await expect(mine).toContainText('cancelled by Ada Admin');
  await expect(mine.getByRole('button', { name: /^Cancel the vacation/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Set Busy' }).click();
  await expect(page.getByText(/Status set by Ada Admin/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Busy' })).toBeDisabled();

  await expectNoSeriousA11yViolations(page, 'staff page');
  await atEachWidth(page, (shot) => shot('staff-page'));
  // Back to Available, as the demo data had them.
  await page.getByRole('button', { name: 'Set Available' }).click();
  await expect(page.getByRole('button', { name: 'Set Available' })).toBeDisabled();
  await logOut(page);
});
