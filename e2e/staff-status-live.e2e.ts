import { expect as baseExpect, test } from '@playwright/test';
import { atEachWidth, logIn, logOut } from './helpers.js';

// Two people at once: the Admin changes the demo editor's vacations and status on the staff page
// while the editor's Partner watches Home; the Partner's page follows each change over the socket,
// without a reload. The vacation is booked from tomorrow so it can be cancelled again and the
// demo team stays as the other browser tests expect it.

const expect = baseExpect.configure({ timeout: 15_000 });
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("an Admin's change of an editor's vacation and status shows on the Partner's open page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [adminContext, partnerContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
  ]);
  const [admin, partner] = await Promise.all([adminContext.newPage(), partnerContext.newPage()]);
  await logIn(partner, 'partner');
  await partner.goto('/dashboard');
  const card = partner
    .getByRole('listitem')
    .filter({ has: partner.getByRole('heading', { name: 'editor' }) });
  await expect(card).toContainText('Takes new orders');
  // Reloads would make a new document; this mark would not survive one.
  await partner.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  await logIn(admin, 'admin');
  await admin.goto('/dashboard/schedule');
  await admin.getByRole('link', { name: 'editor', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'editor' })).toBeVisible();
  const vacations = admin.getByRole('region', { name: 'Vacations' });
  await vacations.getByLabel('First day').fill(day(1));
  await vacations.getByLabel('Last day').fill(day(2));
  await vacations.getByRole('button', { name: 'Book vacation' }).click();
  const booked = vacations.getByRole('listitem').filter({ hasText: 'Booked by Ada Admin' });
  await expect(booked).toBeVisible();

  await expect(card).toContainText(/Available · away/);
  await atEachWidth(partner, (shot) => shot('staff-status-live-partner'));

  await admin.getByRole('button', { name: 'Set Busy' }).click();
  await expect(card).toContainText('Busy');
  await expect(card).toContainText('Not taking new orders right now');

  await booked.getByRole('button', { name: /^Cancel the vacation/ }).click();
  await admin.getByRole('button', { name: 'Set Available' }).click();
  await expect(card).toContainText('Takes new orders');
  await expect(card).not.toContainText('away');
  expect(await partner.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  await logOut(admin);
  await logOut(partner);
  await Promise.all([adminContext.close(), partnerContext.close()]);
});
