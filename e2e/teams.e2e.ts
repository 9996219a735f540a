import { expect, test, type Page } from '@playwright/test';
import {
  atEachWidth,
  expectNoSeriousA11yViolations,
  logIn,
  logOut,
  screenshotAtWidths,
} from './helpers.js';

// Teams across screens: an Admin builds a Partner's team, the Partner sees it on their home, and a
// staff member's payout address and vacation change what the Partner is offered.

const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Picks a candidate; one who is unavailable (allrounder is on vacation) is added anyway. */
async function pickUser(page: Page, role: 'Editor' | 'Artist', username: string) {
  await page.getByRole('button', { name: `Add new user as ${role}` }).click();
  await expect(page.getByRole('heading', { name: `Add new user: ${role}` })).toBeVisible();
  const template = role === 'Editor' ? 'editors' : 'artists';
  await page.getByPlaceholder(`Search ${template}...`).fill(username);
  await page.getByRole('button', { name: new RegExp(`@${username}\\b`) }).click();
  if (username === 'allrounder') {
    // The allrounder is on a seeded vacation, but an earlier test of this lane may have set them
    // Available by hand (the audit log test), which holds until the vacation job runs again; the
    // warning itself is checked by the Team Builder test of admin.e2e.ts.
    const addAnyway = page.getByRole('dialog').getByRole('button', { name: 'Add anyway' });
    const builder = page.getByRole('heading', { name: 'Team Builder' });
    await expect(addAnyway.or(builder).first()).toBeVisible();
    if (await addAnyway.isVisible()) await addAnyway.click();
  }
  await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
}

/** Finds a user in step 1 of the Team Builder and opens their card. */
async function openBuilderFor(page: Page, username: string, name: string) {
  await page.getByPlaceholder('Search users...').fill(username);
  await page.getByRole('button', { name: new RegExp(`${name} @${username}\\b`) }).click();
  await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
}

const section = (page: Page, role: 'Editor' | 'Artist') =>
  page.getByRole('region', { name: role, exact: true });

test.describe.serial('teams', () => {
  // Several logins (argon2 by design) and axe passes on a shared two-core machine take a while.
  test.describe.configure({ timeout: 180_000 });

  test('an Admin finds a Partner, adds an editor and an artist, removes one, resets, submits; the Partner sees the team', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await page.goto('/dashboard/manage/team');
    await expect(page.getByRole('heading', { name: 'Manage teams' })).toBeVisible();
    await expect(
      page.getByText(
        "Add and remove staff from each Partner's team, or edit friends in general for each user",
      ),
    ).toBeVisible();

    // Live search: typing is enough, no button press.
    await page.getByPlaceholder('Search users...').fill('partner2');
    await expect(page.getByText(/results? for 'partner2'/)).toBeVisible();
    await page.getByRole('button', { name: /Sam Streamer/ }).click();
    await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
    await expect(page.getByText('0 of 3 team members')).toBeVisible();

    // The Editor picker offers only editors, never the Partner themself.
    await page.getByRole('button', { name: 'Add new user as Editor' }).click();
    await expect(page.getByRole('button', { name: /@editor2\b/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /@artist2\b/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /@partner2\b/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Return to Team Builder' }).click();

    await pickUser(page, 'Editor', 'editor2');
    await pickUser(page, 'Artist', 'artist2');
    await pickUser(page, 'Editor', 'allrounder');
    await expect(section(page, 'Editor').getByText('New', { exact: true })).toHaveCount(2);
    await expect(page.getByText('3 of 3 team members')).toBeVisible();

    // Removing a new addition cancels it.
    await section(page, 'Editor').getByRole('button', { name: 'Remove allrounder' }).click();
    await expect(section(page, 'Editor').getByText('allrounder')).toHaveCount(0);

    // Reset clears everything pending.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('No editor yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    await pickUser(page, 'Editor', 'editor2');
    await pickUser(page, 'Artist', 'artist2');
    await pickUser(page, 'Artist', 'allrounder');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(page.getByText('3 of 3 team members')).toBeVisible();

    // Removing an existing member and submitting takes them off the team.
    await section(page, 'Artist').getByRole('button', { name: 'Remove allrounder' }).click();
    await expect(page.getByText('2 of 3 team members')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expect(section(page, 'Artist').getByText('@allrounder')).toHaveCount(0);
    await expect(page.getByText('2 of 3 team members')).toBeVisible();
    await expect(page.getByText('New', { exact: true })).toHaveCount(0);
    await expect(section(page, 'Editor').getByText('@editor2')).toBeVisible();

    // Removing an existing member waits for Submit, and Reset keeps them.
    await section(page, 'Artist').getByRole('button', { name: 'Remove artist2' }).click();
    await expect(section(page, 'Artist').getByText('To be removed')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(
      section(page, 'Artist').getByRole('button', { name: 'Remove artist2' }),
    ).toBeVisible();

    await logOut(page);
    await logIn(page, 'partner2');
    const team = page.getByRole('region', { name: 'Your Team' });
    await expect(team.getByRole('heading', { name: 'editor2' })).toBeVisible();
    await expect(team.getByRole('heading', { name: 'artist2' })).toBeVisible();
    await expect(team.getByText('Editor · 3-day edits')).toBeVisible();
    await expect(team.getByText('Takes new orders')).toHaveCount(2);
    await logOut(page);
  });

  test('a staff member changes their PayPal address and goes on vacation, and is no longer offered to the Partner', async ({
    page,
  }) => {
    await logIn(page, 'editor2');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Your Wallet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add PayPal e-mail address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modify Setting' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a value')).toBeVisible();
    await screenshotAtWidths(page, 'teams-modify-setting-dialog');
    await dialog.getByLabel('PayPal e-mail address').fill('editor2@paypal.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/Success/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('editor2@paypal.example')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();

    // A changed address replaces the old one.
    await page.getByRole('button', { name: 'Modify PayPal e-mail address' }).click();
    await dialog.getByLabel('PayPal e-mail address').fill('payouts@editor2.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('payouts@editor2.example')).toBeVisible();

    await page.goto('/dashboard/schedule');
    await expect(page.getByText('No assigned work yet')).toBeVisible();
    await page.getByRole('radio', { name: 'Vacation', exact: true }).check();
    await page.getByLabel('First day', { exact: true }).fill(utcDay(0));
    await page.getByLabel('Last day', { exact: true }).fill(utcDay(3));
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText(/Saved\. You are away from/)).toBeVisible();
    await expect(page.getByText(/Vacation until/)).toBeVisible();
    await logOut(page);

    await logIn(page, 'partner2');
    const card = page
      .getByRole('region', { name: 'Your Team' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: 'editor2' }),
      });
    await expect(card.getByText(/Vacation until/)).toBeVisible();
    await expect(card.getByText('Not taking new orders right now')).toBeVisible();
    // What the order form reads: editor2 is no longer Available, so not offered.
    const offered = await page.evaluate(async () => {
      const res = await fetch('/api/comm/team', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const body = (await res.json()) as {
        members: Array<{ username: string; status: string; relationship: string[] }>;
      };
      return body.members
        .filter((m) => m.relationship.includes('Editor') && m.status === 'Available')
        .map((m) => m.username);
    });
    expect(offered).toEqual([]);
    await logOut(page);
  });

  test('the Team Builder page is guarded: a Partner sees a notice and no user search', async ({
    page,
  }) => {
    await logIn(page, 'partner');
    await page.goto('/dashboard/manage/team');
    await expect(page.getByText('Only Admins build teams and manage contacts.')).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await logOut(page);
  });

  test('the teams pages have no serious accessibility violations', async ({ page }) => {
    await logIn(page, 'admin');
    await page.goto('/dashboard/manage/team');
    await expect(page.getByText(/results/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'team search');
    await openBuilderFor(page, 'partner', 'Pat Partner');
    await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
    await expect(section(page, 'Editor').getByText('@editor')).toBeVisible();
    await section(page, 'Editor').getByRole('button', { name: 'Remove editor' }).click();
    await expectNoSeriousA11yViolations(page, 'team builder');
    await page.getByRole('button', { name: 'Add new user as Artist' }).click();
    await expect(page.getByText(/results/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add-user picker');
    await page.goto('/dashboard/schedule');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin schedule');
    await logOut(page);

    await logIn(page, 'editor');
    await expect(
      page
        .getByRole('region', { name: 'Your Clients' })
        .getByRole('heading', { name: 'Pat Partner' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'staff home');
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Your Wallet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings');
    await page.getByRole('button', { name: 'Modify PayPal e-mail address' }).click();
    await expect(page.getByRole('dialog').getByLabel('PayPal e-mail address')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'modify setting overlay');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/schedule');
    // The editor may hold orders of earlier files in this lane: the calendar shows either way.
    await expect(page.getByRole('table', { name: /Assigned work in/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'staff schedule');
    await logOut(page);

    await logIn(page, 'partner');
    await expect(
      page.getByRole('region', { name: 'Your Team' }).getByText('Takes new orders').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'partner home');
    await logOut(page);
  });

  test('screenshots of the teams pages at 390 and 1440 px', async ({ page }) => {
    await atEachWidth(page, async (shot) => {
      await logIn(page, 'admin');
      await page.goto('/dashboard/manage/team');
      await expect(page.getByText(/results/)).toBeVisible();
      await shot('teams-search');
      await openBuilderFor(page, 'partner2', 'Sam Streamer');
      await expect(section(page, 'Editor').getByText('@editor2')).toBeVisible();
      await pickUser(page, 'Editor', 'allrounder');
      await section(page, 'Artist').getByRole('button', { name: 'Remove artist2' }).click();
      await shot('teams-builder');
      await page.getByRole('button', { name: 'Add new user as Artist' }).click();
      await expect(page.getByText(/results/)).toBeVisible();
      await shot('teams-picker');
      await page.goto('/dashboard/schedule');
      await expect(page.getByRole('table')).toBeVisible();
      await shot('teams-schedule-admin');
      await logOut(page);

      await logIn(page, 'editor2');
      await expect(
        page
          .getByRole('region', { name: 'Your Clients' })
          .getByRole('heading', { name: 'Sam Streamer' }),
      ).toBeVisible();
      await shot('teams-home-staff');
      await page.goto('/dashboard/settings');
      await expect(page.getByRole('heading', { name: 'Your Wallet' })).toBeVisible();
      await shot('teams-settings');
      await page.getByRole('button', { name: 'Modify PayPal e-mail address' }).click();
      await shot('teams-modify-setting');
      await page.keyboard.press('Escape');
      await page.goto('/dashboard/schedule');
      await expect(page.getByText('No assigned work yet')).toBeVisible();
      await shot('teams-schedule-staff');
      await logOut(page);

      await logIn(page, 'partner2');
      await expect(
        page.getByRole('region', { name: 'Your Team' }).getByRole('heading', { name: 'artist2' }),
      ).toBeVisible();
      await shot('teams-home-partner');
      await logOut(page);
    });
  });
});
