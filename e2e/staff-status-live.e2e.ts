import { expect as baseExpect, test, type Page } from '@playwright/test';
import { atEachWidth, logOut, submitLogin } from './helpers.js';

// Two people at once: the Admin changes the demo editor's vacations and status on the staff page
// while the editor's Partner watches Home; the Partner's page follows each change over the socket,
// without a reload. The vacation is booked from tomorrow so it can be cancelled again and the
// demo team stays as the other browser tests expect it.

const expect = baseExpect.configure({ timeout: 15_000 });
// On a busy machine the first dashboard load can take longer than the helper's 5 s.
async function logIn(page: Page, username: string) {
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
}

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
  await vacations.getByLabel('First day', { exact: true }).fill(day(1));
  await vacations.getByLabel('Last day', { exact: true }).fill(day(2));
  await vacations.getByRole('button', { name: 'Book vacation' }).click();
  const booked = vacations.getByRole('listitem').filter({ hasText: 'Booked by Ada Admin' });
  await expect(booked).toBeVisible();

  await expect(card).toContainText(/Available · away/);
  await atEachWidth(partner, (shot) => shot('staff-status-live-partner'));

  await admin.getByRole('button', { name: 'Set Busy' }).click();
  const busy = admin.getByRole('dialog', { name: 'Set editor Busy?' });
  await busy.getByLabel('Reason').fill('Covering the launch week');
  await busy.getByRole('button', { name: 'Set Busy' }).click();
  await expect(card).toContainText('Busy');
  await expect(card).toContainText('Not taking new orders right now');

  await booked.getByRole('button', { name: /^Cancel: the vacation/ }).click();
  await admin
    .getByRole('dialog', { name: 'Cancel this vacation?' })
    .getByRole('button', { name: 'Cancel vacation' })
    .click();
  await expect(booked).toContainText('cancelled by Ada Admin');
  await admin.getByRole('button', { name: 'Set Available' }).click();
  await expect(card).toContainText('Takes new orders');
  await expect(card).not.toContainText('away');
  expect(await partner.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  await logOut(admin);
  await logOut(partner);
  await Promise.all([adminContext.close(), partnerContext.close()]);
});

test('the staff page links from Manage, lists the rating history and fits a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await logIn(page, 'admin');
  // Manage of a staff member: their name at the head of the card opens their staff page.
  await page.goto('/dashboard/schedule');
  await page.getByRole('link', { name: 'allrounder', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'allrounder' })).toBeVisible();
  const staffUrl = page.url();
  const uid = staffUrl.split('/').pop() ?? '';
  await page.goto(`/dashboard/manage/team?uid=${uid}`);
  await page.getByRole('heading', { level: 2 }).getByRole('link', { name: 'allrounder' }).click();
  await expect(page).toHaveURL(staffUrl);
  const history = page.getByRole('region', { name: /^Rating/ });
  await expect(history).toContainText('new staff start at 5');
  // The vacation mark of the calendar reads whole at 390 px.
  const calendar = page.getByRole('region', { name: 'Work calendar' });
  const mark = calendar.getByText('Vac.', { exact: true }).first();
  await expect(mark).toBeVisible();
  const fits = await mark.evaluate((el) => {
    const parent = el.parentElement as HTMLElement;
    return parent.scrollWidth <= parent.clientWidth;
  });
  expect(fits).toBe(true);
  await atEachWidth(page, (shot) => shot('staff-page-rating'));

  // Widened again, the sidebar opens, and its column reaches the foot of a long page.
  await page.setViewportSize({ width: 1440, height: 700 });
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  const column = await page.evaluate(() => {
    const nav = document.querySelector('nav');
    const slot = nav?.closest('div[class*="sidebarSlot"]') as HTMLElement | null;
    return {
      slot: slot?.getBoundingClientRect().height ?? 0,
      page: document.documentElement.scrollHeight,
    };
  });
  expect(column.page).toBeGreaterThan(700);
  expect(column.slot).toBeGreaterThanOrEqual(column.page - 1);
  await logOut(page);
});
