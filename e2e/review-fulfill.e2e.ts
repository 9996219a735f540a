import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';
import {
  deliver,
  drawRectangle,
  fulfillWith,
  openFulfill,
  orderEdit,
  requestRevision,
} from './review-flow.js';

// The notes a revision is asked with, on the editor's Fulfill screen: the Partner notes two frames
// of v1 (one with a drawing) and asks a revision; the editor sees both notes there, opens one at
// its frame, ticks it off, answers the other, exports the EDL in one click and delivers v2; the
// Partner then sees which note v2 resolved and the open/done counts.

const fixtureDir = 'test-results/fixtures';
const clips = [1, 2].map((n) => path.join(fixtureDir, `fulfill-${n}-${unique()}.mp4`));

test.beforeAll(async ({ browser }) => {
  // ffmpeg encodes the clips: slow on a busy machine.
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clips[0]!, { counter: true });
  makeClip(clips[1]!, { source: 'smptebars' });
  await grantEdit(browser);
});

/** The Partner notes `frame` of the delivered video, with a rectangle drawn when asked. */
async function noteFrame(partner: Page, frame: number, text: string, draw = false) {
  const studio = partner.getByRole('region', { name: /Review notes on/ });
  await studio.getByLabel('Playhead').fill(String(frame));
  await expect(studio.getByTestId('playhead')).toHaveText(new RegExp(`^Frame ${frame} `));
  if (draw) {
    await drawRectangle(partner, studio);
  }
  await studio.getByLabel(new RegExp(`^Note at frame ${frame}`)).fill(text);
  await studio.getByRole('button', { name: 'Add note' }).click();
  await expect(studio.getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

test('the editor works through the notes of a revision on the Fulfill screen, and the Partner sees what v2 resolved', async ({
  partner,
  editor,
}) => {
  test.setTimeout(300_000);
  const v1 = await orderEdit(partner, editor, clips[0]!, `Fulfill notes ${unique()}`);
  await deliver(editor, v1, clips[0]!);

  await partner.goto(`/dashboard/production/receive?active=${v1}`);
  const video = partner.getByLabel(/^Video: /);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r));
  });
  await noteFrame(partner, 120, 'The cut to the boss is late here.', true);
  await noteFrame(partner, 50, 'Keep the logo on screen longer.');
  const v2 = await requestRevision(partner, v1);

  // The editor's Fulfill screen of the revision lists both notes, in timeline order.
  await openFulfill(editor, v2);
  const asked = editor.getByRole('region', { name: 'Notes to work through' });
  await expect(asked.getByText('2 open · 0 done')).toBeVisible({ timeout: 20_000 });
  const notes = asked.getByRole('listitem').filter({ has: editor.getByRole('checkbox') });
  await expect(notes).toHaveCount(2);
  const cut = notes.filter({ hasText: 'The cut to the boss is late here.' });
  const logo = notes.filter({ hasText: 'Keep the logo on screen longer.' });
  await expect(notes.first()).toContainText('Keep the logo on screen longer.');
  await expect(cut.getByRole('button', { name: '00:00:04:20' })).toBeVisible();
  await expect(cut).toContainText('· drawing');
  await expect(logo.getByRole('button', { name: '00:00:02:00' })).toBeVisible();
  await expect(logo).not.toContainText('· drawing');

  // A click on a note's timecode shows v1 at that frame, with the note's drawing over it.
  await cut.getByRole('button', { name: '00:00:04:20' }).click();
  const player = editor.getByRole('group', { name: /^Video of v1 at the chosen note/ });
  await expect(player.getByTestId('playhead')).toHaveText('Frame 120 · 00:00:04:20', {
    timeout: 20_000,
  });
  await expect(player.getByTestId('drawing-overlay').locator('rect')).toHaveCount(1);
  await expect
    .poll(() => player.getByLabel('Video of v1').evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(4.8, 1);

  // Ticked off and answered on the Fulfill screen.
  await cut.getByRole('checkbox', { name: 'Done' }).check();
  await expect(asked.getByText('1 open · 1 done')).toBeVisible();
  await logo.getByLabel('Reply to the note at 00:00:02:00').fill('Held it two seconds longer.');
  await logo.getByRole('button', { name: 'Reply' }).click();
  await expect(logo.getByText('Held it two seconds longer.')).toBeVisible();
  await expect(cut.getByRole('checkbox', { name: 'Done' })).toBeChecked();

  // One click saves the EDL: one event and one marker per note, green for the done one.
  const [download] = await Promise.all([
    editor.waitForEvent('download'),
    editor.getByRole('button', { name: 'Export EDL' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.edl$/);
  const edl = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(edl[1]).toBe('FCM: NON-DROP FRAME');
  const markers = edl.filter((line) => line.startsWith('* LOC: '));
  expect(markers).toHaveLength(2);
  expect(markers).toContainEqual(
    expect.stringMatching(/^\* LOC: 00:00:02:00 RED {5}.+: Keep the logo on screen longer\.$/),
  );
  expect(markers).toContainEqual(
    expect.stringMatching(/^\* LOC: 00:00:04:20 GREEN {3}.+: The cut to the boss is late here\.$/),
  );

  await atEachWidth(editor, async (shot) => {
    await expectNoSidewaysScroll(editor, 'The Fulfill screen with notes');
    await shot('review-fulfill-notes');
  });
  await editor.setViewportSize({ width: 1280, height: 900 });

  // v2 delivered, the Partner sees which of the notes it resolved and the counts.
  await fulfillWith(editor, clips[1]!);
  await partner.goto(`/dashboard/production/receive?active=${v2}`);
  const resolved = partner.getByRole('region', { name: 'Notes asked for this revision' });
  await expect(resolved.getByText('1 open · 1 done')).toBeVisible({ timeout: 20_000 });
  await expect(
    resolved.getByRole('listitem').filter({ hasText: 'The cut to the boss is late here.' }),
  ).toContainText('Resolved in v2');
  await expect(
    resolved.getByRole('listitem').filter({ hasText: 'Keep the logo on screen longer.' }),
  ).not.toContainText('Resolved in v2');
  await atEachWidth(partner, async (shot) => {
    await resolved.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(partner, 'The delivered revision');
    await shot('review-resolved');
  });
});
