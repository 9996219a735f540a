import path from 'node:path';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../playwright.config.js';
import { atEachWidth, expectNoSidewaysScroll, logIn, unique } from './helpers.js';
import { mailsTo } from './outbox.js';
import { advanceOrdersClock } from './test-clock.js';

// The Admin's Dashboard leads somewhere: its support figures open the customer who has waited
// longest, and a deadline the deadline job enforced stays on it until an Admin has looked at it.

test.describe.configure({ mode: 'serial' });
// Two people's browsers on a busy machine: live updates get more time than one page's.
const expect = baseExpect.configure({ timeout: 20_000 });

const overview = (page: Page) => page.getByRole('main');
const figure = (page: Page, label: string) =>
  overview(page).getByRole('link', { name: new RegExp(label) });

async function chooseOption(select: Locator, prefix: string) {
  const options = await select.locator('option').allTextContents();
  const label = options.find((text) => text.trim().startsWith(prefix));
  expect(label, `an option starting with '${prefix}' in ${options.join(' | ')}`).toBeTruthy();
  await select.selectOption({ label: label! });
}

test('Unanswered threads and Longest wait open the longest-waiting Support thread', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await logIn(partner, 'partner');
  await logIn(admin, 'admin');
  await partner.goto('/dashboard/chat?user=admin');
  const question = `Is anyone there? ${unique()}`;
  const input = partner.getByRole('textbox', { name: /^Message to/ });
  await input.fill(question);
  await input.press('Enter');
  await expect(partner.getByRole('log').getByText(question)).toBeVisible();

  await atEachWidth(admin, async (shot) => {
    for (const label of ['Unanswered threads', 'Longest wait']) {
      await admin.goto('/dashboard/home');
      await expect(figure(admin, label)).toHaveAttribute('href', /type=Support/);
      await figure(admin, label).click();
      await expect(admin).toHaveURL(/\/dashboard\/chat\?user=[0-9a-f-]{36}&type=Support$/);
      await expect(admin.getByRole('log').getByText(question)).toBeVisible();
      // The customer's thread with the Admins' tools, not the Admin's chat with himself.
      await expect(admin.locator('#chat-contact-name')).toHaveText(/Pat Partner/);
      await expect(admin.getByLabel('Support thread')).toBeAttached();
    }
    await shot('overview-longest-wait');
  });
  for (const page of [partner, admin]) await page.context().close();
});

test('a missed deadline stays on the overview with its staff and Partner until an Admin looks at it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const partner = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await logIn(partner, 'partner');
  await logIn(admin, 'admin');

  const title = `Missed thumb ${unique()}`;
  await partner.goto('/dashboard/production/send');
  await partner.getByLabel('Video name').fill(title);
  await partner.getByRole('checkbox', { name: 'Thumbnail' }).check();
  await chooseOption(partner.getByLabel('Thumbnail artist'), 'artist');
  await partner.getByRole('button', { name: 'Place order' }).click();
  await expect(partner.getByRole('heading', { name: 'Order Placed!' })).toBeVisible();

  // Its due time passes: set back in the server's database, so the orders clock of the rest of
  // the run moves by one minute only, as the deadline job runs.
  const db = new Database(path.join(e2eDataDir(), 'crewcast.sqlite'));
  try {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const moved = db
      .prepare(`update production_requests set due_at = ?, original_due_at = ? where title = ?`)
      .run(past, past, title);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
  await advanceOrdersClock(admin.request, 1);

  const missed = (page: Page) => overview(page).getByRole('region', { name: 'Missed deadlines' });
  await atEachWidth(admin, async (shot) => {
    await admin.goto('/dashboard/home');
    const item = missed(admin).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Thumbnail by artist for Pat Partner');
    await expect(missed(admin)).toContainText(/\d+ in the last 7 days, \d+ not looked at yet/);
    await expectNoSidewaysScroll(admin, 'the overview with a missed deadline');
    await shot('overview-missed-deadline');
    await item.getByRole('link', { name: title }).click();
    await expect(admin).toHaveURL(/\/dashboard\/production\/receive\?active=/);
    await expect(admin.getByRole('heading', { name: 'Request Expired' })).toBeVisible();
  });

  // The Admins were told: a System notice in chat and an e-mail.
  await admin.goto('/dashboard/chat?user=system');
  await expect(
    admin
      .getByRole('log')
      .getByText(/did not deliver the thumbnail of Pat Partner/)
      .last(),
  ).toBeVisible();
  // The e-mail leaves through the outbox job, a moment after the notice.
  await expect
    .poll(() => mailsTo(e2eDataDir(), 'admin@crewcast.example').join('\n'))
    .toContain(title);

  // Looked at: it leaves the list, at both widths.
  await admin.goto('/dashboard/home');
  await missed(admin)
    .getByRole('button', { name: `Mark ${title} looked at` })
    .click();
  await expect(missed(admin).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await atEachWidth(admin, async (shot) => {
    await admin.goto('/dashboard/home');
    await expect(missed(admin)).toContainText(/in the last 7 days/);
    await expect(missed(admin).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
    await shot('overview-missed-deadline-looked-at');
  });
  for (const page of [partner, admin]) await page.context().close();
});
