import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { expectNoSidewaysScroll, unique } from './helpers.js';
import { deliver, drawRectangle, orderEdit } from './review-flow.js';

// A guest reviews with the studio's player: the frame on screen, a range from in to out, a
// drawing, and notes that seek; the page has a plain header, not the marketing site's.

const fixtureDir = 'test-results/fixtures';
const clip = path.join(fixtureDir, `guest-player-${unique()}.mp4`);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clip);
  await grantEdit(browser);
});

test('a guest steps frames, marks a range with a drawing, and seeks by a note, at 390 and 1440 px', async ({
  browser,
  partner,
  editor,
}) => {
  test.setTimeout(300_000);
  const orderId = await orderEdit(partner, editor, clip, `Guest player ${unique()}`);
  await deliver(editor, orderId, clip);
  await partner.goto(`/dashboard/production/versions/${orderId}`);
  await partner.getByRole('button', { name: 'Create link' }).click();
  const url = (await partner.getByTestId('guest-url').textContent())!.trim();

  const names = {
    390: 'Alexandra Montgomery-Fitzgerald of Northwind Studios',
    1440: 'Casey Manager',
  } as const;
  for (const width of [390, 1440] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(url);
    // The guest's header names the host and nothing else: no site menu, no sign-in.
    await expect(guest.getByRole('banner')).toContainText('Guest review', { timeout: 20_000 });
    await expect(guest.getByRole('link', { name: /Log in|Sign up|Pricing/ })).toHaveCount(0);
    await guest.getByLabel('Your name').fill(names[width]);
    await guest.getByRole('button', { name: 'Watch' }).click();
    const player = guest.getByRole('group', { name: /^Review player/ });
    await expect(player.getByLabel(/^Video: /)).toBeVisible({ timeout: 60_000 });
    const playhead = player.getByTestId('playhead');
    await expect(playhead).toHaveText('Frame 0 · 00:00:00:00');

    // → steps one frame; the readout says frames and timecode.
    await player.focus();
    for (let i = 0; i < 10; i += 1) await guest.keyboard.press('ArrowRight');
    await expect(playhead).toHaveText(/^Frame 10 · 00:00:00:10$/);
    await player.getByRole('button', { name: 'Set in' }).click();
    await player.focus();
    for (let i = 0; i < 15; i += 1) await guest.keyboard.press('ArrowRight');
    await expect(playhead).toHaveText(/^Frame 25 · /);
    await player.getByRole('button', { name: 'Set out' }).click();
    await drawRectangle(guest, player);
    await player.getByLabel(/^Note at frame 10/).fill(`Tighten this cut (${width})`);
    await player.getByRole('button', { name: 'Add note' }).click();

    const notes = guest.getByRole('region', { name: 'Notes on this video' });
    const note = notes.getByRole('listitem').filter({ hasText: `Tighten this cut (${width})` });
    // The range reads from its in point to its out point, and the note has its drawing.
    await expect(note.getByRole('button', { name: /^00:00:00:10–00:00:01:/ })).toBeVisible();
    await expect(note).toContainText('(guest) · drawing');

    // Away from the note, then back to it by a click: the player seeks to its frame.
    await player.focus();
    await guest.keyboard.press('End');
    await expect(playhead).not.toHaveText(/^Frame 10 /);
    await note.getByRole('button', { name: /^00:00:00:10/ }).click();
    await expect(playhead).toHaveText(/^Frame 10 · 00:00:00:10$/);
    await expect(player.getByTestId('drawing-overlay').locator('rect')).toHaveCount(1);

    await expectNoSidewaysScroll(guest, 'The guest player');
    await guest.screenshot({
      path: `test-results/screenshots/guest-player-${width}.png`,
      fullPage: true,
    });
    await context.close();
  }
});
