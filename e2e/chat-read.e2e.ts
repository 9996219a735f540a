import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiLogin, atEachWidth, screenshotAtWidths, submitLogin, unique } from './helpers.js';
import { socketClientOptions } from '../common/realtime.js';

// Two people side by side: what a conversation opened through a link marks read, System notices
// written for each reader, the Admin's emulation, and presence while one's own connection is down.
// Demo people: 'Pat Partner' (partner) with 'editor' and 'artist' on the team, 'Ada Admin'.

test.describe.configure({ mode: 'serial' });
// Two or three browsers share a busy machine here: live updates get more time than one page's.
const expect = baseExpect.configure({ timeout: 15_000 });

const badge = (page: Page) => page.getByTestId('chat-unread');
const contact = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Contacts' }).getByRole('link', { name });
const log = (page: Page) => page.getByRole('log');

/** Signs in through the form; password hashing on a busy machine may take a while. */
async function logIn(page: Page, username: string) {
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/dashboard\/home/, { timeout: 30_000 });
}

async function write(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: /^Message to/ });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(log(page).getByText(text)).toBeVisible();
}

test('a conversation opened through a link is read: badge, contact count and tab title clear, also after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partnerContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const editor = await editorContext.newPage();
  await logIn(editor, 'editor');
  await logIn(partner, 'partner');

  await partner.goto('/dashboard/chat?user=editor');
  const first = `Footage is up ${unique()}`;
  await write(partner, first);
  await write(partner, `${first} (second)`);
  await expect(badge(editor)).toHaveText(/^2/);
  await expect(editor).toHaveTitle(/^\(2\) /);

  // The link "Message Pat Partner" and System links lead straight to the conversation.
  await editor.goto('/dashboard/chat?user=partner');
  await expect(log(editor).getByText(`${first} (second)`)).toBeVisible();
  await expect(badge(editor)).toHaveCount(0);
  await expect(editor).not.toHaveTitle(/^\(\d+\)/);
  await expect(contact(editor, /^Pat Partner /)).not.toContainText('unread');
  await editor.reload();
  await expect(log(editor).getByText(`${first} (second)`)).toBeVisible();
  await expect(badge(editor)).toHaveCount(0);
  await expect(editor).not.toHaveTitle(/^\(\d+\)/);

  // What arrives in the open, visible conversation is read at once, on the server too.
  const more = `Three more ${unique()}`;
  for (const n of [1, 2, 3]) await write(partner, `${more} ${n}`);
  await expect(log(editor).getByText(`${more} 3`)).toBeVisible();
  await expect(badge(editor)).toHaveCount(0);
  await expect(editor).not.toHaveTitle(/^\(\d+\)/);
  await editor.goto('/dashboard');
  await expect(editor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(badge(editor)).toHaveCount(0);
  await expect(editor).not.toHaveTitle(/^\(\d+\)/);

  await partnerContext.close();
  await editorContext.close();
});

test('the Partner and the artist read the same new order each from their own side', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(browser, 'admin');
  const partnerApi = await apiLogin(browser, 'partner');
  const grant = await admin.context.request.post('/api/payment/credits/grant', {
    headers: admin.headers,
    data: {
      uid: partnerApi.uid,
      product: 'Video Thumbnail',
      duration: null,
      quantity: 1,
      note: 'e2e chat',
    },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const team = await partnerApi.context.request.get('/api/comm/friendships', {
    headers: partnerApi.headers,
  });
  const artistUid = ((await team.json()) as { uid: string; username: string | null }[]).find(
    (f) => f.username === 'artist',
  )?.uid;
  const title = `Boss rush ${unique()}`;
  const placed = await partnerApi.context.request.post('/api/comm/send-production-form', {
    headers: partnerApi.headers,
    data: {
      folderName: title,
      form: {
        videoName: title,
        editDescription: '',
        thumbnailDescription: 'A big boss, a tiny hero.',
        editsEnabled: false,
        thumbnailsEnabled: true,
        assignedArtist: artistUid,
      },
      file: [],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  const partner = await (await browser.newContext()).newPage();
  const artist = await (await browser.newContext()).newPage();
  await logIn(partner, 'partner');
  await logIn(artist, 'artist');
  // One date language everywhere (common/date-format.ts): "29 Nov 2026, 05:48".
  const due = /due \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/;
  for (const [page, text] of [
    [partner, `New order: "${title}". You ordered a thumbnail from artist, due `],
    [artist, `New order: "${title}". Pat Partner ordered a thumbnail from you, due `],
  ] as const) {
    await page.goto('/dashboard/chat?user=system');
    const notice = log(page).getByText(text);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(due);
  }
  await expect(log(partner).getByText(/ordered a thumbnail from you/)).toHaveCount(0);
  await expect(log(artist).getByText(/You ordered/)).toHaveCount(0);
  await screenshotAtWidths(partner, 'chat-system-partner');
  await screenshotAtWidths(artist, 'chat-system-artist');
  for (const c of [admin.context, partnerApi.context, partner.context(), artist.context()])
    await c.close();
});

test('an emulating Admin sees the client as emulated and the composer stays in view at 1440×900', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const partnerApi = await apiLogin(browser, 'partner');
  await partnerApi.context.close();
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin');
  await admin.goto(`/dashboard/chat?client=${partnerApi.uid}&user=editor`);
  await expect(admin.getByRole('status').getByText('Emulating')).toBeVisible();
  await expect(contact(admin, /^Pat Partner \(emulated\)/)).toBeVisible();
  await expect(admin.getByText('(you)')).toHaveCount(0);
  await atEachWidth(admin, async (shot, width) => {
    const input = admin.getByRole('textbox', { name: /^Message to/ });
    await expect(input).toBeVisible();
    if (width === 1440) {
      // Inside the 900 px high viewport without scrolling.
      const box = await input.boundingBox();
      expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    }
    await shot('chat-emulating');
  });
  await admin.context().close();
});

test('while my own connection is down, others’ presence is unknown until it is back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const editor = await (await browser.newContext()).newPage();
  await logIn(editor, 'editor');
  const partner = await (await browser.newContext()).newPage();
  let down = false;
  const carrying: { close: () => Promise<void> }[] = [];
  await partner.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) return void ws.close();
    const server = ws.connectToServer();
    // The page opens its WebSocket first (common/realtime.ts): this one carries the connection.
    carrying.push(ws);
    ws.onMessage((message) => server.send(message));
  });
  await partner.route(/\/socket\.io\/.*transport=polling/, (route) =>
    down ? route.abort() : route.continue(),
  );
  await logIn(partner, 'partner');
  // Only the WebSocket of the chat page counts; the dashboard page before it had its own.
  carrying.length = 0;
  await partner.goto('/dashboard/chat?user=editor');
  const header = partner.locator('header').filter({ has: partner.locator('#chat-contact-name') });
  await expect(header.getByText('Online', { exact: true })).toBeVisible();

  // Long polling, the fallback, is refused too while the connection is down.
  await expect.poll(() => carrying.length, { timeout: 20_000 }).toBeGreaterThan(0);
  down = true;
  for (const ws of carrying.splice(0)) await ws.close();
  await expect(partner.getByText('Reconnecting…')).toBeVisible();
  await expect(header.getByText('Presence unknown')).toBeVisible();
  await expect(contact(partner, /^editor.*Presence unknown/)).toBeVisible();
  await expect(contact(partner, /^editor.*Online/)).toHaveCount(0);
  await screenshotAtWidths(partner, 'chat-presence-unknown');

  down = false;
  // A try begun while the connection was down may wait out its whole connect timeout before the
  // next, after the longest back-off (with Socket.IO's jitter of half of it): the spec's schedule.
  const { timeout, reconnectionDelayMax } = socketClientOptions;
  await expect(header.getByText('Online', { exact: true })).toBeVisible({
    timeout: timeout + reconnectionDelayMax * 1.5 + 5_000,
  });
  await expect(partner.getByText('Reconnecting…')).toHaveCount(0);
  await editor.context().close();
  await partner.context().close();
});

test('an Admin sets a Support thread waiting, takes it and leaves a note the customer never sees', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const partner = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await logIn(partner, 'partner');
  await logIn(admin, 'admin');
  await partner.goto('/dashboard/chat?user=admin');
  const question = `My order is late ${unique()}`;
  await write(partner, question);

  await admin.goto('/dashboard/chat?user=partner&type=Support');
  await expect(log(admin).getByText(question)).toBeVisible();
  // Support threads stand apart from ordinary direct conversations.
  const threads = admin
    .getByRole('navigation', { name: 'Contacts' })
    .getByRole('region', { name: 'Support', exact: true });
  await expect(threads.getByRole('link', { name: /^Pat Partner/ })).toBeVisible();
  const tools = admin.getByLabel('Support thread', { exact: true });
  await tools.getByLabel('State').selectOption('waiting');
  await tools.getByLabel('Assigned to').selectOption({ label: 'Ada Admin (you)' });
  await tools.getByText(/^Internal notes/).click();
  const note = `Refund pending with finance ${unique()}`;
  await tools.getByLabel('Internal note').fill(note);
  await tools.getByRole('button', { name: 'Add note' }).click();
  await expect(tools.getByText(note)).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel('Support thread', { exact: true }).getByLabel('State')).toHaveValue(
    'waiting',
  );
  await expect(
    admin.getByLabel('Support thread', { exact: true }).getByLabel('Assigned to'),
  ).toHaveValue(/.+/);
  await screenshotAtWidths(admin, 'chat-support-admin');

  await partner.reload();
  await expect(log(partner).getByText(question)).toBeVisible();
  await expect(partner.getByText(note)).toHaveCount(0);
  await expect(partner.getByLabel('Support thread', { exact: true })).toHaveCount(0);
  await admin.context().close();
  await partner.context().close();
});
