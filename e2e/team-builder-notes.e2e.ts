import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiLogin, atEachWidth, expectNoSidewaysScroll } from './helpers.js';

// The Team Builder says what waits for Submit and what saves at once, says the plan's limit
// once for both roles, and asks before adding someone whose vacation is booked but not begun.

/** `days` after today, as the date inputs and the API write a day. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openBuilderFor(page: Page, username: string) {
  await page.goto('/dashboard/manage/team');
  await page.getByPlaceholder('Search users...').fill(username);
  await page.getByRole('button', { name: new RegExp(`@${username}\\b`) }).click();
  await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
}

test('the Team Builder says what saves when, states the limit once, and warns of a vacation ahead', async ({
  browser,
  admin,
}) => {
  test.setTimeout(120_000);
  // artist2 is Available, with a vacation booked to begin in five days.
  const staff = await apiLogin(browser, 'artist2');
  const boss = await apiLogin(browser, 'admin');
  const [start, end] = [dayFromNow(5), dayFromNow(8)];
  const booked = await boss.context.request.post('/api/staff/vacations', {
    headers: boss.headers,
    data: { uid: staff.uid, start, end },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { vacations } = (await booked.json()) as {
    vacations: { id: string; start: string; cancelledAt: string | null }[];
  };
  const vacation = vacations.find((v) => v.start === start && !v.cancelledAt)!;

  try {
    await atEachWidth(admin, async (shot, width) => {
      // The demo Partner's Standard team is full: the limit is said once, not under each role.
      await openBuilderFor(admin, 'partner');
      await expect(admin.getByText(/The Standard plan allows \d team members/)).toHaveCount(1);
      await expect(
        admin.getByText(/Team changes are saved only when you press Submit/),
      ).toBeVisible();
      await expect(
        admin
          .getByRole('region', { name: 'Contacts' })
          .getByText(/saved at once; the team changes above wait for Submit/),
      ).toBeVisible();
      await expectNoSidewaysScroll(admin, `the Team Builder at ${width} px`);
      await shot('c39a-team-builder-notes');

      await openBuilderFor(admin, 'partner2');
      await admin.getByRole('button', { name: 'Add new user as Artist' }).click();
      await admin.getByPlaceholder('Search artists...').fill('artist2');
      const candidate = admin.getByRole('button', { name: /@artist2\b/ });
      await expect(candidate).toContainText(/Available · away/);
      await candidate.click();
      const warning = admin.getByRole('dialog', { name: 'Add artist2 anyway?' });
      await expect(
        warning.getByText(/^artist2 has a vacation booked from .+ to .+; it has not begun yet\.$/),
      ).toBeVisible();
      await expect(warning.getByText(/cannot give them work while they are away/)).toBeVisible();
      await shot('c39a-team-vacation-ahead');
      await warning.getByRole('button', { name: 'Cancel' }).click();
      await expect(admin.getByRole('heading', { name: 'Add new user: Artist' })).toBeVisible();
    });
  } finally {
    const cancelled = await boss.context.request.delete(`/api/staff/vacations/${vacation.id}`, {
      headers: boss.headers,
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await Promise.all([staff.context.close(), boss.context.close()]);
  }
});
