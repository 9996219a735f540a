import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { demoPassword, logOut, screenshotAtWidths, submitLogin, unique } from './helpers.js';

// The chat survives the server ending the socket: here another device of the same Partner logs
// out, which ends every socket of the Partner; this browser renews its token, reconnects and
// catches up without the user doing anything, and a message written meanwhile goes out once.

const log = (page: Page) => page.getByRole('log');

/** Logs in, giving a busy machine time to reach the dashboard. */
async function logIn(page: Page, username: string) {
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 20_000 });
}
const reconnecting = (page: Page) => page.getByText(/^Reconnecting…/);

/** Sends one message from a demo account to another over the socket API, as a second device. */
async function sendAs(baseURL: string, from: string, to: string, body: string) {
  const login = await fetch(`${baseURL}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: from, password: demoPassword }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const contacts = await fetch(`${baseURL}/api/comm/friendships`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const uid = ((await contacts.json()) as { uid: string; username: string | null }[]).find(
    (c) => c.username === to,
  )?.uid;
  const socket = io(baseURL, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token: accessToken },
    auth: { token: accessToken },
  });
  try {
    const answer = await new Promise<{ ok: boolean }>((resolve) =>
      socket.emit('onMessage', { id: randomUUID(), type: 'Direct', to: uid, body }, resolve),
    );
    expect(answer.ok).toBe(true);
  } finally {
    socket.close();
  }
}

test('chat keeps working when the server ends the socket, with nothing lost', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const here = await (await browser.newContext()).newPage();
  const otherDevice = await (await browser.newContext()).newPage();
  await logIn(here, 'partner');
  await here.goto('/dashboard/chat?user=editor');
  const input = here.getByRole('textbox', { name: /^Message to/ });
  await expect(input).toBeVisible();
  const before = `Before the break ${unique()}`;
  await input.fill(before);
  await input.press('Enter');
  await expect(log(here).getByText(before)).toBeVisible();

  const reopened = here.waitForEvent('websocket', { timeout: 30_000 });

  // The same Partner logs out on another device: every socket of theirs is ended by the server.
  await logIn(otherDevice, 'partner');
  await logOut(otherDevice);
  const during = `Written while reconnecting ${unique()}`;
  await input.fill(during);
  await input.press('Enter');

  // A new WebSocket opens: the page reconnected by itself, with a renewed token.
  await reopened;
  await expect(reconnecting(here)).toHaveCount(0, { timeout: 10_000 });
  await expect(log(here).getByText(during)).toBeVisible();
  await expect(here.getByText(/Not sent/)).toHaveCount(0);

  // Live messages arrive again, and what was written went out exactly once.
  const reply = `Back live ${unique()}`;
  await sendAs(baseURL!, 'editor', 'partner', reply);
  await expect(log(here).getByText(reply)).toBeVisible({ timeout: 10_000 });
  await here.reload();
  await expect(log(here).getByText(during)).toHaveCount(1);
  await expect(log(here).getByText(before)).toHaveCount(1);
  await screenshotAtWidths(here, 'chat-after-reconnect');
  // Contexts of the worker's browser outlive the test: left open, their sockets keep the
  // Partner online for the files after this one.
  await here.context().close();
  await otherDevice.context().close();
});
