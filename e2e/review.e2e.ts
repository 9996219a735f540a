import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { atEachWidth, expectNoSidewaysScroll, logIn, unique } from './helpers.js';
import { deliver, drawRectangle, orderEdit } from './review-flow.js';

// Review notes across two browsers: the Partner notes frame 120 of a real MP4 with a rectangle
// drawn on it, the editor and an Admin see the marker arrive live, the editor exports the EDL and
// ticks the note off.

const fixtureDir = 'test-results/fixtures';
const clipPath = path.join(fixtureDir, `counter-${unique()}.mp4`);

test.beforeAll(async ({ browser }) => {
  // ffmpeg encodes the clips: slow on a busy machine.
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clipPath, { counter: true });
  await grantEdit(browser);
});

test('the Partner notes frame 120 with a drawing; the editor and an Admin see it live, the editor exports the EDL and ticks it off', async ({
  browser,
  partner,
  editor,
}) => {
  test.setTimeout(240_000);

  const requestId = await orderEdit(partner, editor, clipPath, `Review notes ${unique()}`);
  await deliver(editor, requestId, clipPath);
  // The editor keeps the delivered order open in the Inbox while the Partner reviews.
  await editor.goto(`/dashboard/production/receive?active=${requestId}`);
  const editorStudio = editor.getByRole('region', { name: /Review notes on/ });
  await expect(editorStudio).toBeVisible({ timeout: 20_000 });

  // An Admin supporting the order has it open too, without being one of its people.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin');
  await admin.goto(`/dashboard/production/receive?active=${requestId}`);
  await expect(admin.getByRole('region', { name: /Review notes on/ })).toBeVisible({
    timeout: 20_000,
  });

  // The Partner pauses on frame 120, draws a rectangle and writes the note.
  await partner.goto(`/dashboard/production/receive?active=${requestId}`);
  // The page's own <title> names the tab.
  await expect(partner).toHaveTitle(/Inbox · Crewcast$/);
  const studio = partner.getByRole('region', { name: /Review notes on/ });
  const video = studio.getByLabel(/^Video: /);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r));
  });
  const player = studio.getByRole('group', { name: /Review player/ });
  await player.focus();
  await partner.keyboard.press('ArrowRight');
  await expect(studio.getByTestId('playhead')).toHaveText('Frame 1 · 00:00:00:01');
  await studio.getByLabel('Playhead').fill('121');
  await partner.keyboard.press('ArrowLeft');
  await expect(studio.getByTestId('playhead')).toHaveText('Frame 120 · 00:00:04:20');
  await drawRectangle(partner, studio);
  await studio.getByLabel(/^Note at frame 120/).fill('The cut to the boss is late here.');
  await studio.getByRole('button', { name: 'Add note' }).click();
  const marker = (page: typeof partner) =>
    page.getByRole('button', { name: 'Note at 00:00:04:20: The cut to the boss is late here.' });
  await expect(marker(partner)).toBeVisible();

  // The editor sees the marker without a reload, and the drawing when they open it.
  await expect(marker(editor)).toBeVisible({ timeout: 15_000 });
  await expect(marker(admin)).toBeVisible({ timeout: 15_000 });
  await admin.context().close();
  await marker(editor).click();
  await expect(editorStudio.getByTestId('drawing-overlay').locator('rect')).toHaveCount(1);
  await expect(editorStudio.getByTestId('playhead')).toHaveText('Frame 120 · 00:00:04:20');

  const [download] = await Promise.all([
    editor.waitForEvent('download'),
    editorStudio.getByRole('button', { name: 'Export EDL' }).click(),
  ]);
  const edl = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(edl[1]).toBe('FCM: NON-DROP FRAME');
  expect(edl[3]).toBe(
    '001  AX       V     C        00:00:04:20 00:00:04:21 00:00:04:20 00:00:04:21',
  );
  expect(edl[4]).toMatch(/^\* LOC: 00:00:04:20 RED {5}.+: The cut to the boss is late here\.$/);

  await editorStudio.getByRole('checkbox', { name: 'Done' }).check();
  await expect(studio.getByRole('checkbox', { name: 'Done' })).toBeChecked({ timeout: 15_000 });
  await expect(studio.getByText('0 open · 1 done')).toBeVisible();

  await atEachWidth(partner, async (shot) => {
    await studio.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(partner, 'The Inbox review');
    await shot('review-notes');
  });
});
