import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import {
  apiLogin,
  demoPassword,
  expectNoSeriousA11yViolations,
  logIn,
  screenshotAtWidths,
  unique,
} from './helpers.js';

// Live chat across browsers. The demo Partner ('Pat Partner') has the demo editor
// ('editor') on their team, so each is in the other's contacts; the Admin is 'Ada Admin'.

test.describe.configure({ mode: 'serial' });

/** The Chat entry's unread badge in the dashboard sidebar. */
const badge = (page: Page) => page.getByTestId('chat-unread');
/**
 * Opens `url` and returns the sidebar's unread total once the chat's counts have arrived: the
 * counts the server sent for that load, less the conversation with `readOnOpen` (a uid), which
 * the page reads as it opens. The badge shows that total (none when 0) before this returns.
 */
async function openWithUnread(page: Page, url: string, readOnOpen: string): Promise<number> {
  let unread: Record<string, number> = {};
  const state = page.waitForResponse(async (res) => {
    if (new URL(res.url()).pathname !== '/api/comm/chat') return false;
    // The answer to the page being left, still on its way, has no body left to read.
    const body = (await res.json().catch(() => null)) as { unread: typeof unread } | null;
    if (body) unread = body.unread;
    return body !== null;
  });
  await page.goto(url);
  await state;
  const total = Object.entries(unread)
    .filter(([key]) => key !== `Direct:${readOnOpen}`)
    .reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) await expect(badge(page)).toHaveCount(0);
  else await expect(badge(page)).toHaveText(new RegExp(`^${total}\\b`));
  return total;
}

/** The contact link of `name` in the chat's contact list. */
const contact = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Contacts' }).getByRole('link', { name });

/** Writes a message in the open conversation and sends it with Enter. */
async function write(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: /^Message to/ });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

const log = (page: Page) => page.getByRole('log');

/**
 * Sends `count` messages from a demo account to another over the socket API, paced under the
 * per-socket rate limit, and waits for each answer.
 */
async function sendMany(baseURL: string, from: string, to: string, count: number, prefix: string) {
  const login = await fetch(`${baseURL}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: from, password: demoPassword }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const target = await fetch(`${baseURL}/api/comm/friendships`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const list = (await target.json()) as { uid: string; username: string | null }[];
  const uid = list.find((c) => c.username === to)?.uid;
  expect(uid, `${to} among ${from}'s contacts`).toBeTruthy();
  const socket = io(baseURL, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token: accessToken },
    auth: { token: accessToken },
  });
  try {
    for (let i = 0; i < count; i += 1) {
      const answer = await new Promise<{ ok: boolean }>((resolve) =>
        socket.emit(
          'onMessage',
          { id: randomUUID(), type: 'Direct', to: uid, body: `${prefix} ${i + 1}` },
          resolve,
        ),
      );
      expect(answer.ok).toBe(true);
      await new Promise((r) => setTimeout(r, 220));
    }
  } finally {
    socket.close();
  }
}

test('a Partner and their editor chat live: unread badge, presence, history, load more', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const partnerContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const editor = await editorContext.newPage();
  const hello = `Hi editor, the footage is up ${unique()}`;

  await logIn(editor, 'editor');
  // Earlier files may have left the editor unread messages (from the Partner, System notices):
  // opening the Partner's conversation by its link reads that one, and the total of the others
  // is where the counts below start.
  const partnerApi = await apiLogin(browser, 'partner');
  await partnerApi.context.close();
  const earlier = await openWithUnread(editor, '/dashboard/chat?user=partner', partnerApi.uid);
  await expect(log(editor)).toBeVisible();
  await expect(contact(editor, /^Pat Partner .*unread/)).toHaveCount(0);
  await editor.goto('/dashboard/home');
  await logIn(partner, 'partner');
  await partner.goto('/dashboard/chat');
  await expect(
    partner.getByText('Hello there! Please select a user to start chatting with.'),
  ).toBeVisible();
  // Contacts by account type; the editor is online (on their dashboard).
  const nav = partner.getByRole('navigation', { name: 'Contacts' });
  for (const heading of ['Groups', 'Admins', 'Partners', 'Production', 'System'])
    await expect(nav.getByRole('heading', { name: heading })).toBeVisible();
  await expect(contact(partner, /^editor.*Online/)).toBeVisible();
  await expect(contact(partner, /Support Team/)).toBeVisible();
  await screenshotAtWidths(partner, 'chat-contacts');

  await contact(partner, /^editor/).click();
  await expect(partner).toHaveURL(/\/dashboard\/chat\?user=editor$/);
  await expect(
    partner.getByText("This is the beginning of your chat history with 'editor'!"),
  ).toBeVisible();
  await write(partner, hello);
  await expect(log(partner).getByText(hello)).toBeVisible();

  // The editor is elsewhere in the dashboard: the sidebar and the tab title count it.
  await expect(badge(editor)).toHaveText(new RegExp(`^${earlier + 1}\\b`));
  await expect(editor).toHaveTitle(new RegExp(`^\\(${earlier + 1}\\) `));
  await editor.getByRole('link', { name: /Chat/ }).click();
  await expect(contact(editor, /^Pat Partner .*1 unread/)).toBeVisible();
  await contact(editor, /^Pat Partner /).click();
  await expect(log(editor).getByText(hello)).toBeVisible();
  if (earlier === 0) {
    await expect(badge(editor)).toHaveCount(0);
    await expect(editor).not.toHaveTitle(/^\(\d+\)/);
  } else await expect(badge(editor)).toHaveText(new RegExp(`^${earlier}\\b`));
  await expect(editor.locator('header').getByText('Online')).toBeVisible();

  // A reply arrives live; HTML in a message is shown as text.
  const reply = `<b>On it</b> <script>window.hacked = 1</script> ${unique()}`;
  await write(editor, reply);
  await expect(log(partner).getByText(reply)).toBeVisible();
  expect(await partner.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expectNoSeriousA11yViolations(partner, 'chat conversation');
  await screenshotAtWidths(partner, 'chat-conversation');

  // Presence: the editor leaves and comes back. Each page the editor opened had its own
  // session; one whose upgrade to a WebSocket never finished and whose page left with no poll in
  // flight ends only at engine.io's ping timeout (25 s + 20 s), so offline may take that long.
  await editor.close();
  await expect(partner.locator('header').getByText('Offline')).toBeVisible({ timeout: 60_000 });
  const editorAgain = await editorContext.newPage();
  await editorAgain.goto('/dashboard/home');
  await expect(partner.locator('header').getByText('Online')).toBeVisible({ timeout: 10_000 });

  // History after a reload.
  await partner.reload();
  await expect(log(partner).getByText(hello)).toBeVisible();
  await expect(log(partner).getByText(reply)).toBeVisible();

  // Load more: 30 more messages; the newest 25 show first, the rest on request.
  const prefix = `Batch ${unique()}`;
  await sendMany(baseURL!, 'editor', 'partner', 30, prefix);
  await expect(log(partner).getByText(`${prefix} 30`, { exact: true })).toBeVisible();
  await partner.reload();
  await expect(log(partner).getByText(`${prefix} 30`, { exact: true })).toBeVisible();
  await expect(log(partner).getByText(`${prefix} 6`, { exact: true })).toBeVisible();
  await expect(log(partner).getByText(`${prefix} 5`, { exact: true })).toHaveCount(0);
  await expect(log(partner).getByText(hello)).toHaveCount(0);
  await log(partner).getByRole('button', { name: 'Load more' }).click();
  await expect(log(partner).getByText(`${prefix} 1`, { exact: true })).toBeVisible();
  await expect(log(partner).getByText(hello)).toBeVisible();
  await expect(log(partner).getByText(`${prefix} 5`, { exact: true })).toBeVisible();

  await partnerContext.close();
  await editorContext.close();
});

test('an Admin writes for the Partner as the Emulated Client, and the Partner sees it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const partnerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const admin = await adminContext.newPage();
  const text = `Admin here for you ${unique()}`;

  await logIn(partner, 'partner');
  await partner.goto('/dashboard/chat?user=editor');
  await expect(partner.getByRole('heading', { name: 'editor', level: 2 })).toBeVisible();

  await admin.goto('/login');
  await admin.getByLabel('Username or Email').fill('admin');
  await admin.getByLabel('Password').fill(demoPassword);
  await admin.getByRole('button', { name: /log in/i }).click();
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto('/dashboard/chat');
  // One search-as-you-type picker: type part of the username, pick the match.
  await admin.getByRole('combobox', { name: 'Emulated Client' }).fill('partner');
  await admin.getByRole('option', { name: 'Pat Partner @partner', exact: true }).click();
  await expect(admin.getByText(/Emulating\s+Pat Partner/)).toBeVisible();
  await contact(admin, /^editor/).click();
  await write(admin, text);
  await expect(log(admin).getByText('Sent by Ada Admin for Pat Partner').last()).toBeVisible();

  await expect(log(partner).getByText(text)).toBeVisible();
  await expect(log(partner).getByText('Sent by Ada Admin for Pat Partner').last()).toBeVisible();
  await screenshotAtWidths(admin, 'chat-emulated-client');

  // The Support Team reaches the Admin, who answers in the thread.
  const question = `Where are my credits? ${unique()}`;
  await partner.goto('/dashboard/chat?user=admin');
  await expect(partner.getByRole('heading', { name: 'Support Team', level: 2 })).toBeVisible();
  await write(partner, question);
  await admin.getByRole('button', { name: 'Clear Emulated Client' }).click();
  await expect(contact(admin, /^Pat Partner .*unread/)).toBeVisible();
  await contact(admin, /^Pat Partner .*unread/).click();
  await expect(log(admin).getByText(question)).toBeVisible();
  await write(admin, 'Checking now.');
  await expect(log(partner).getByText('Checking now.')).toBeVisible();

  await partnerContext.close();
  await adminContext.close();
});
