import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, submitLogin } from './helpers.js';

// The Admin's tools across screens: the agency overview and where its figures lead, the Team
// Builder's candidate facts and vacation warning, plain contacts, and the guard of Manage.
// Every change made here is undone, so the other files find the demo data as seeded.

// Lazy pages and fresh logins take more than the default five seconds on a loaded machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Logs in and waits for the dashboard, longer than the shared helper does. */
async function logIn(page: Page, username: string) {
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/dashboard\/home/);
}

/** Logs out, waiting longer than the shared helper: the logout page loads the app anew, which
 * takes more than five seconds on a loaded two-core machine. */
async function logOut(page: Page) {
  await page.goto('/dashboard/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
}

/** A figure of the overview: the link whose name is its value then its label. */
const figure = (page: Page, label: string) =>
  page.getByRole('link', { name: new RegExp(`^\\S+ ${label}\\b`) });

async function valueOf(link: Locator): Promise<number> {
  return Number(await link.locator('span').first().textContent());
}

async function setStatus(page: Page, status: 'Busy' | 'Available') {
  await page.goto('/dashboard/schedule');
  await page.getByRole('radio', { name: status, exact: true }).check();
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText(/Saved/)).toBeVisible();
}

async function openBuilderFor(page: Page, username: string) {
  await page.goto('/dashboard/manage/team');
  await page.getByPlaceholder('Search users...').fill(username);
  await page.getByRole('button', { name: new RegExp(`@${username}\\b`) }).click();
  await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
}

test.describe.serial('admin', () => {
  // Several logins (argon2 by design) and axe passes on a shared two-core machine take a while.
  test.describe.configure({ timeout: 240_000 });

  test('staff and Partners opening Manage see a notice, never the user search', async ({
    page,
  }) => {
    await logIn(page, 'editor');
    await page.goto('/dashboard/manage/team');
    await expect(page.getByRole('heading', { name: 'Manage teams' })).toBeVisible();
    await expect(page.getByText('Only Admins build teams and manage contacts.')).toBeVisible();
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pat Partner/ })).toHaveCount(0);
    await atEachWidth(page, (shot) => shot('admin-manage-guard'));
    await logOut(page);
  });

  test('the Admin Dashboard counts staff live, and each figure opens its list', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Agency overview' })).toBeVisible();
    const busyBefore = await valueOf(figure(page, 'Busy'));
    await atEachWidth(page, async (shot) => {
      await expect(page.getByRole('region', { name: /Money/ })).toBeVisible();
      await shot('admin-overview');
    });
    await expectNoSeriousA11yViolations(page, 'admin overview');

    // The vacation figure matches the staff table it links to.
    const away = await valueOf(figure(page, 'On vacation'));
    expect(away).toBeGreaterThanOrEqual(1);
    await figure(page, 'On vacation').click();
    await expect(page).toHaveURL(/\/dashboard\/schedule$/);
    await expect(page.getByRole('row').filter({ hasText: /Vacation until/ })).toHaveCount(away);
    await page.goto('/dashboard/home');
    await figure(page, 'Promotion videos to review').click();
    await expect(page).toHaveURL(/\/dashboard\/manage\/games$/);
    await page.goto('/dashboard/home');
    await figure(page, 'Unanswered threads').click();
    // The longest-waiting customer's Support thread, or the chat itself when nobody waits; never
    // the Admin's conversation with himself.
    await expect(page).toHaveURL(/\/dashboard\/chat(\?user=[^&]+&type=Support)?$/);
    expect(page.url()).not.toContain('user=admin');
    await logOut(page);

    // A staff member going Busy moves the figure; back to Available moves it back.
    await logIn(page, 'editor2');
    await setStatus(page, 'Busy');
    await logOut(page);
    await logIn(page, 'admin');
    await expect(figure(page, 'Busy')).toHaveAccessibleName(`${busyBefore + 1} Busy`);
    await logOut(page);
    await logIn(page, 'editor2');
    await setStatus(page, 'Available');
    await logOut(page);
  });

  test('the Team Builder shows candidates’ status and load, warns before adding someone on vacation, and stops at the plan’s limit', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await openBuilderFor(page, 'partner2');
    await page.getByRole('button', { name: 'Add new user as Editor' }).click();
    await page.getByPlaceholder('Search editors...').fill('allrounder');
    const candidate = page.getByRole('button', { name: /@allrounder\b/ });
    await expect(candidate).toContainText(/Vacation until/);
    await expect(candidate).toContainText(/\d+ open orders? · \d+ clients?/);
    await atEachWidth(page, (shot) => shot('admin-team-picker'));

    // Cancel keeps the picker; Add anyway adds them, marked as on vacation.
    await candidate.click();
    const warning = page.getByRole('dialog', { name: 'Add allrounder anyway?' });
    await expect(warning.getByText(/allrounder is on vacation from/)).toBeVisible();
    await atEachWidth(page, (shot) => shot('admin-team-vacation-warning'));
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Add new user: Editor' })).toBeVisible();
    await candidate.click();
    await warning.getByRole('button', { name: 'Add anyway' }).click();
    const editors = page.getByRole('region', { name: 'Editor', exact: true });
    const row = editors.getByRole('listitem').filter({ hasText: '@allrounder' });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await expect(row.getByText(/Vacation until/)).toBeVisible();

    // An available candidate is added without a question.
    for (const [role, username] of [
      ['Editor', 'editor2'],
      ['Artist', 'artist2'],
    ] as const) {
      await page.getByRole('button', { name: `Add new user as ${role}` }).click();
      await page
        .getByPlaceholder(`Search ${role === 'Editor' ? 'editors' : 'artists'}...`)
        .fill(username);
      await page.getByRole('button', { name: new RegExp(`@${username}\\b`) }).click();
      await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
    }
    await expect(page.getByText('3 of 3 team members')).toBeVisible();
    for (const role of ['Editor', 'Artist'])
      await expect(page.getByRole('button', { name: `Add new user as ${role}` })).toBeDisabled();
    await expect(
      page.getByText('The Premium plan allows 3 team members, and the team has 3.').first(),
    ).toBeVisible();
    await atEachWidth(page, (shot) => shot('admin-team-full'));
    await expectNoSeriousA11yViolations(page, 'team builder at its limit');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('0 of 3 team members')).toBeVisible();
    await logOut(page);
  });

  test('an Admin adds a plain contact for an affiliate, both sides see it, and removes it', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await openBuilderFor(page, 'affiliate');
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await expect(contacts.getByText('No contacts yet.')).toBeVisible();
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    await contacts.getByPlaceholder('Search users...').fill('editor2');
    await contacts.getByRole('button', { name: /@editor2\b/ }).click();
    await expect(page.getByText('editor2 and Alex Affiliate are now contacts.')).toBeVisible();
    await expect(contacts.getByRole('listitem').filter({ hasText: '@editor2' })).toBeVisible();
    await atEachWidth(page, (shot) => shot('admin-contacts'));

    // The other side lists the affiliate too.
    await openBuilderFor(page, 'editor2');
    const theirs = page.getByRole('region', { name: 'Contacts' });
    await expect(theirs.getByRole('listitem').filter({ hasText: '@affiliate' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Remove contact Alex Affiliate' }).click();
    await expect(theirs.getByText('No contacts yet.')).toBeVisible();
    await openBuilderFor(page, 'affiliate');
    await expect(
      page.getByRole('region', { name: 'Contacts' }).getByText('No contacts yet.'),
    ).toBeVisible();
    await logOut(page);
  });

  test('clicking a staff member opens their profile: roles, pay, clients, work and earnings', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await page.goto('/dashboard/schedule');
    // The profile shows the tier the staff table sets, with that tier's rates.
    const tier = await page.getByLabel('Tier of editor', { exact: true }).inputValue();
    await page.getByRole('link', { name: 'editor', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'editor' })).toBeVisible();
    await expect(page.getByText(`Tier ${tier}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/per 10 edited minutes/)).toBeVisible();
    const clients = page.getByRole('region', { name: /Clients/ });
    await expect(clients.getByRole('link', { name: 'Pat Partner' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Earnings and recent work/ })).toContainText(
      /this month/,
    );
    await atEachWidth(page, (shot) => shot('admin-staff-profile'));
    await expectNoSeriousA11yViolations(page, 'staff profile');
    // Its client link opens that Partner's team.
    await clients.getByRole('link', { name: 'Pat Partner' }).click();
    await expect(page.getByRole('heading', { name: 'Team Builder' })).toBeVisible();
    await logOut(page);
  });
});
