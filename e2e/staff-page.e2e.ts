import { expect as baseExpect, test } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, logIn, logOut } from './helpers.js';

// The Admin's staff page, reached from the Scheduler: the demo allrounder is on a week's
// vacation from today with another range booked next month. The Admin books a third range for
// them, typed as the app writes days, is refused an overlapping one, and the refusal goes once
// the range it named is cancelled (after a confirmation). The vacation in progress is ended
// today, which makes them Available at once; Set Busy asks a reason, shown on the page. Each
// change names the Admin. The work calendar marks the vacation days.

const expect = baseExpect.configure({ timeout: 15_000 });
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A day as the pages write it: "7 Dec 2026". */
const written = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test('an Admin opens a staff page from the Scheduler and manages their vacations and status', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'admin');
  await page.goto('/dashboard/schedule');
  await expect(page.getByText(/Open work counts the orders each staff member/)).toBeVisible();
  await page.getByRole('link', { name: 'allrounder', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage\/staff\//);
  await expect(page.getByRole('heading', { level: 1, name: 'allrounder' })).toBeVisible();

  const vacations = page.getByRole('region', { name: 'Vacations' });
  await expect(vacations.getByRole('listitem')).toHaveCount(2);
  const now = vacations.getByRole('listitem').filter({ hasText: 'Now' });
  await expect(now).toContainText('Booked by allrounder');
  const calendar = page.getByRole('region', { name: 'Work calendar' });
  await expect(calendar.getByText('Vacation').first()).toBeVisible();

  // Days are typed and shown as the page writes them, never mm/dd/yyyy.
  const first = vacations.getByLabel('First day', { exact: true });
  const last = vacations.getByLabel('Last day', { exact: true });
  await first.fill(written(day(60)));
  await last.fill(day(62));
  await first.focus();
  await expect(last).toHaveValue(written(day(62)));
  await expect(first).toHaveValue(written(day(60)));
  await vacations.getByRole('button', { name: 'Book vacation' }).click();
  const mine = vacations.getByRole('listitem').filter({ hasText: 'Booked by Ada Admin' });
  await expect(mine).toBeVisible();
  await expect(vacations.getByRole('listitem')).toHaveCount(3);
  await expect(first).toHaveValue('');

  // The same days again overlap: refused with the range they clash with.
  await first.fill(written(day(61)));
  await last.fill(written(day(61)));
  await vacations.getByRole('button', { name: 'Book vacation' }).click();
  const overlap = vacations.getByText(/overlaps one already booked/);
  await expect(overlap).toBeVisible();
  await expect(vacations.getByRole('listitem')).toHaveCount(3);

  // Cancelling asks first; once the clashing range is cancelled, the refusal goes.
  await mine.getByRole('button', { name: /^Cancel: the vacation/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this vacation?' });
  await expect(cancel).toContainText(written(day(60)));
  await cancel.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancel).toBeHidden();
  await expect(mine).not.toContainText('cancelled');
  await mine.getByRole('button', { name: /^Cancel: the vacation/ }).click();
  await cancel.getByRole('button', { name: 'Cancel vacation' }).click();
  await expect(mine).toContainText('cancelled by Ada Admin');
  await expect(mine.getByRole('button', { name: /^Cancel: the vacation/ })).toHaveCount(0);
  await expect(overlap).toBeHidden();

  // The vacation in progress: Set Available is offered (it ends it), and so is End today.
  await expect(
    page.getByRole('button', { name: 'Set Available (ends the vacation)' }),
  ).toBeEnabled();
  await now.getByRole('button', { name: /^End today: the vacation/ }).click();
  const end = page.getByRole('dialog', { name: 'End this vacation today?' });
  await atEachWidth(page, (shot) => shot('c39b-staff-end-vacation'));
  await end.getByRole('button', { name: 'End vacation' }).click();
  const ended = vacations.getByRole('listitem').filter({ hasText: 'Ended early' });
  await expect(ended).toContainText('ended early by Ada Admin');
  await expect(ended).toContainText(`– ${written(day(0))}`);
  // Available now, with next month's range still ahead.
  await expect(page.getByText(/^Available · away /).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Available', exact: true })).toBeDisabled();

  // Set Busy asks why; the reason is required and shown to the Admin.
  await page.getByRole('button', { name: 'Set Busy' }).click();
  const busy = page.getByRole('dialog', { name: 'Set allrounder Busy?' });
  await busy.getByRole('button', { name: 'Set Busy' }).click();
  await expect(busy.getByText('This field is required.')).toBeVisible();
  await busy.getByLabel('Reason').fill('Covering the launch week');
  await busy.getByRole('button', { name: 'Set Busy' }).click();
  await expect(busy).toBeHidden();
  await expect(
    page.getByText(/Status set by Ada Admin, .+: “Covering the launch week”/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Busy' })).toBeDisabled();

  await expectNoSeriousA11yViolations(page, 'staff page');
  await atEachWidth(page, (shot) => shot('c39b-staff-page'));
  // Back to Available, as the demo data had them.
  await page.getByRole('button', { name: 'Set Available', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Set Available', exact: true })).toBeDisabled();
  await logOut(page);
});
