import type { Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.js';
import { expect as baseExpect, test } from './fixtures.js';
import { atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';
import { placeThumbnailOrder, setOrderDue } from './order-setup.js';
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

test('Unanswered threads and Longest wait open the longest-waiting Support thread', async ({
  partner,
  admin,
}) => {
  test.setTimeout(120_000);
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
      await expect(admin.getByLabel('Support thread', { exact: true })).toBeAttached();
    }
    await shot('overview-longest-wait');
  });
});

test('a missed deadline stays on the overview with its staff and Partner until an Admin looks at it', async ({
  partner,
  admin,
}) => {
  test.setTimeout(150_000);

  const title = `Missed thumb ${unique()}`;
  await placeThumbnailOrder(partner, title);

  // Its due time passes: set back in the server's database, so the orders clock of the rest of
  // the run moves by one minute only, as the deadline job runs.
  setOrderDue(title, new Date(Date.now() - 3_600_000));
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
});

test('the order and money figures open the lists they count, and the Inbox keeps its filters in the URL', async ({
  partner,
  admin,
}) => {
  test.setTimeout(150_000);

  const title = `Due soon thumb ${unique()}`;
  await placeThumbnailOrder(partner, title);
  // Due in two hours, in the server's database, so it counts as due within 24 h.
  setOrderDue(title, new Date(Date.now() + 2 * 3_600_000));

  const openOrders = (page: Page) => page.getByRole('region', { name: /^Open/ });
  await atEachWidth(admin, async (shot) => {
    await admin.goto('/dashboard/home');
    await expect(figure(admin, 'Overdue')).toHaveAttribute('href', /\?due=overdue$/);
    await figure(admin, 'Due in 24 h').click();
    await expect(admin).toHaveURL(/\/dashboard\/production\/receive\?due=soon$/);
    await expect(admin.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(admin.getByRole('combobox', { name: 'Deadline', exact: true })).toHaveValue(
      'soon',
    );
    await expect(openOrders(admin).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    // A closed order is due nowhere: the deadline filter shows the open list alone.
    await expect(admin.getByRole('region', { name: /^Closed/ })).toHaveCount(0);

    // The staff member, found by typing, narrows it further and joins the URL.
    await admin.getByRole('combobox', { name: 'Staff' }).fill('artist');
    await admin.getByRole('option', { name: /@artist$/ }).click();
    await expect(admin).toHaveURL(/due=soon&staff=[0-9a-f-]{36}$/);
    await admin.reload();
    await expect(admin.getByRole('group', { name: 'Staff' })).toContainText('artist');
    await expect(openOrders(admin).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expectNoSidewaysScroll(admin, 'the filtered Inbox');
    await shot('inbox-filtered');
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await expect(admin).toHaveURL(/\/dashboard\/production\/receive$/);
  });

  await atEachWidth(admin, async (shot) => {
    await admin.goto('/dashboard/home');
    const sales = (await figure(admin, 'Sales').textContent()) ?? '';
    const amount = /\$[\d,]+\.\d\d/.exec(sales)?.[0] ?? '';
    await figure(admin, 'Sales').click();
    await expect(admin).toHaveURL(/\/dashboard\/manage\/sales\?month=\d{4}-\d\d$/);
    await expect(admin.getByRole('heading', { name: /^Sales · / })).toBeVisible();
    if (amount !== '$0.00') await expect(admin.getByTestId('sales-total')).toContainText(amount);
    await expectNoSidewaysScroll(admin, 'the Sales page');
    await shot('sales-of-the-month');

    await admin.goto('/dashboard/home');
    await figure(admin, 'Staff pay earned').click();
    await expect(admin).toHaveURL(/\/dashboard\/manage\/staff-pay\?month=\d{4}-\d\d$/);
    await expect(admin.getByRole('heading', { name: /^Staff pay · / })).toBeVisible();
    await expectNoSidewaysScroll(admin, 'the Staff pay page');
    await shot('staff-pay-of-the-month');
  });
});

test("a contact-form message waits in the Admin's Support inbox until it is marked handled", async ({
  browser,
  admin,
}) => {
  test.setTimeout(90_000);
  const visitor = await (await browser.newContext()).newPage();
  const name = `Riley ${unique()}`;
  await visitor.goto('/contact');
  await visitor.getByLabel('Name').fill(name);
  await visitor.getByLabel('Email').fill('riley@example.com');
  await visitor.getByLabel('Topic').selectOption('Orders & Billing');
  await visitor.getByLabel('Message', { exact: true }).fill('I was charged twice for one order.');
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  const inbox = admin.getByRole('region', { name: /^Contact form · \d+ waiting$/ });
  await atEachWidth(admin, async (shot) => {
    await admin.goto('/dashboard/chat');
    await expect(inbox.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expectNoSidewaysScroll(admin, 'the Support inbox with a contact message');
    await shot('support-contact-form');
  });
  await inbox.getByRole('button', { name: new RegExp(name) }).click();
  const dialog = admin.getByRole('dialog', { name: `Orders & Billing from ${name}` });
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:riley%40example\.com/,
  );
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(inbox.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await visitor.context().close();
});
