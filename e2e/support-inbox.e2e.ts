import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../playwright.config.js';
import { screenshotAtWidths, submitLogin, unique } from './helpers.js';

// Three people side by side on the Support inbox: a Partner writes to support, one Admin takes
// the thread and answers with a saved reply, a second Admin sees who has it. Then an Admin starts
// a conversation with someone who never wrote.

test.describe.configure({ mode: 'serial' });
// Three browsers share a busy machine: live updates get more time than one page's.
const expect = baseExpect.configure({ timeout: 20_000 });
const password = 'support-inbox-e2e-password';

const log = (page: Page) => page.getByRole('log');
const input = (page: Page) => page.getByRole('textbox', { name: /^Message to/ });

async function logIn(page: Page, username: string, pass?: string) {
  await submitLogin(page, username, pass);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
}

/**
 * A second Admin: signed up as an Affiliate through the API, then made a verified Admin in the
 * server's database, since no page of the product creates Admins.
 */
async function secondAdmin(browser: Browser) {
  const id = unique();
  const username = `bea_${id}`;
  const context = await browser.newContext();
  const signup = await context.request.post('/api/auth/user/signup', {
    data: {
      accountType: 'Affiliate',
      name: 'Bea Admin',
      email: `bea-${id}@example.com`,
      username,
      password,
      rblxHandle: 'bea_rblx',
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  await context.close();
  const db = new Database(path.join(e2eDataDir(), 'crewcast.sqlite'));
  try {
    const at = new Date().toISOString();
    const changed = db
      .prepare(
        `update users set account_type = 'Admin', verified_at = ?, email_verified_at = ?
         where username = ?`,
      )
      .run(at, at, username);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
  return username;
}

test('a Partner writes to support, Admin 1 takes the thread and answers with a saved reply, Admin 2 sees it taken', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const bea = await secondAdmin(browser);
  const partner = await (await browser.newContext()).newPage();
  const admin1 = await (await browser.newContext()).newPage();
  const admin2 = await (await browser.newContext()).newPage();
  await logIn(partner, 'partner');
  await logIn(admin1, 'admin');
  await logIn(admin2, bea, password);

  // The customer reads how soon support answers, and writes.
  await partner.goto('/dashboard/chat?user=admin');
  await expect(partner.getByText(/^We usually reply within .+\.$/)).toBeVisible();
  const question = `Where is my thumbnail? ${unique()}`;
  await input(partner).fill(question);
  await input(partner).press('Enter');
  await expect(log(partner).getByText(question)).toBeVisible();

  // Admin 1: the thread is in the Support inbox, not among the Partners.
  await admin1.goto('/dashboard/chat');
  const nav = admin1.getByRole('navigation', { name: 'Contacts' });
  const inbox = nav.getByRole('region', { name: 'Support', exact: true });
  await expect(inbox.getByRole('link', { name: /^Pat Partner/ })).toBeVisible();
  await expect(
    nav.getByRole('region', { name: 'Partners', exact: true }).getByRole('link', {
      name: /^Pat Partner/,
    }),
  ).toHaveCount(0);
  // The entry says the customer waits even once the thread is open and read, and who has it.
  await inbox.getByRole('link', { name: /^Pat Partner/ }).click();
  await expect(log(admin1).getByText(question)).toBeVisible();
  const entry = inbox.getByRole('link', { name: /^Pat Partner/ });
  await expect(entry).toContainText(/Waits \d+ min · Open · (Unassigned|Yours|\w+)/);
  const tools = admin1.getByLabel('Support thread', { exact: true });
  await tools.getByLabel('Assigned to').selectOption({ label: 'Ada Admin (you)' });
  await expect(entry).toContainText('· Yours');
  await inbox.getByRole('button', { name: 'Mine only' }).click();
  await expect(entry).toBeVisible();
  await inbox.getByRole('button', { name: 'Mine only' }).click();

  // The customer's context beside the thread.
  await tools.getByText(/^Customer/).click();
  const about = tools.getByRole('definition');
  await expect(tools.getByText('Open orders', { exact: true })).toBeVisible();
  await expect(about.first()).toContainText('Pat Partner (@partner), Partner');

  // A saved reply, made here, goes into the input and out as the answer.
  await tools.getByText(/^Saved replies/).click();
  const reply = `Thanks for waiting, the artist is on it ${unique()}`;
  const form = tools.getByRole('form', { name: 'Saved reply' });
  await form.getByLabel('Title').fill('On it');
  await form.getByLabel('Reply text').fill(reply);
  await form.getByRole('button', { name: 'Add reply' }).click();
  await tools.getByRole('button', { name: 'Insert On it' }).click();
  await expect(input(admin1)).toHaveValue(reply);
  await expect(input(admin1)).toBeFocused();
  await input(admin1).press('Enter');
  await expect(log(admin1).getByText(reply)).toBeVisible();
  await expect(log(partner).getByText(reply)).toBeVisible();
  await screenshotAtWidths(admin1, 'support-inbox-admin');
  await screenshotAtWidths(partner, 'support-inbox-customer');

  // Admin 2 sees the thread taken by Admin 1 (the inbox refreshes every 15 s) and the same reply.
  await admin2.goto('/dashboard/chat?user=partner&type=Support');
  await expect(log(admin2).getByText(reply)).toBeVisible();
  const tools2 = admin2.getByLabel('Support thread', { exact: true });
  await expect(tools2.getByLabel('Assigned to').locator('option:checked')).toHaveText('Ada Admin');
  await tools2.getByText(/^Saved replies/).click();
  await expect(tools2.getByRole('button', { name: 'Insert On it' })).toBeVisible();

  // The customer never sees the Admins' tools.
  await expect(partner.getByLabel('Support thread', { exact: true })).toHaveCount(0);
  await expect(partner.getByText('Saved replies')).toHaveCount(0);

  // Any Admin deletes a saved reply from the same list.
  await tools.getByRole('button', { name: 'Delete On it' }).click();
  await expect(tools.getByRole('button', { name: 'Insert On it' })).toHaveCount(0);
  for (const page of [partner, admin1, admin2]) await page.context().close();
});

test('an Admin starts a conversation with someone who never wrote, found with New message', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  const someone = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin');
  await logIn(someone, 'artist2');
  await admin.goto('/dashboard/chat');
  await admin.getByLabel('New message').fill('artist2');
  await admin.getByRole('button', { name: /^Write to .*@artist2/ }).click();
  await expect(admin).toHaveURL(/\?user=artist2$/);
  const hello = `Hello from the agency ${unique()}`;
  await input(admin).fill(hello);
  await input(admin).press('Enter');
  await expect(log(admin).getByText(hello)).toBeVisible();
  await screenshotAtWidths(admin, 'chat-new-message');

  await someone.goto('/dashboard/chat?user=admin');
  await someone
    .getByRole('navigation', { name: 'Contacts' })
    .getByRole('link', { name: /^Ada Admin/ })
    .click();
  await expect(log(someone).getByText(hello)).toBeVisible();
  for (const page of [admin, someone]) await page.context().close();
});
