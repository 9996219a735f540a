import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';
import { deliver, openVersionsOnProxies, orderEdit } from './review-flow.js';

// The review studio's corrections and compare, across two browsers: the Partner corrects one
// note's text and frame and withdraws another, and the editor sees both live; the revision dialog
// lists the open note that goes and sends it without a message; v1's note then says it was sent;
// and the Wipe view lays v1 and v2 in one box with a divider that moves by pointer and keyboard.

const fixtureDir = 'test-results/fixtures';
const clips = [1, 2].map((n) => path.join(fixtureDir, `studio-${n}-${unique()}.mp4`));

test.beforeAll(async ({ browser }) => {
  // ffmpeg encodes the clips: slow on a busy machine.
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clips[0]!, { counter: true });
  makeClip(clips[1]!, { source: 'smptebars' });
  await grantEdit(browser);
});

const marker = (studio: Locator, text: string) =>
  studio.getByRole('button', { name: new RegExp(`^Note at [0-9:]+: ${text}$`) });
const noteItem = (studio: Locator, text: string) =>
  studio.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: text });

/** The element's box once two reads in a row agree (a sliding sidebar has come to rest). */
async function settledBox(locator: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await locator.boundingBox());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** The Partner, in the studio of the order, notes the frame the playhead is set to. */
async function noteAt(studio: Locator, frame: number, text: string) {
  await studio.getByLabel('Playhead').fill(String(frame));
  await studio.getByLabel(new RegExp(`^Note at frame ${frame} `)).fill(text);
  await studio.getByRole('button', { name: 'Add note' }).click();
  await expect(marker(studio, text)).toBeVisible();
}

async function openStudio(page: Page, orderId: string) {
  await page.goto(`/dashboard/production/receive?active=${orderId}`);
  const studio = page.getByRole('region', { name: /Review notes on/ });
  const video = studio.getByLabel(/^Video: /);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r));
  });
  return studio;
}

test('notes are corrected and withdrawn live, go with a revision alone, and v1 and v2 wipe in one box', async ({
  partner,
  editor,
}) => {
  test.setTimeout(360_000);
  const v1 = await orderEdit(partner, editor, clips[0]!, `Studio ${unique()}`);
  await deliver(editor, v1, clips[0]!);
  const editorStudio = await openStudio(editor, v1);
  const studio = await openStudio(partner, v1);

  await noteAt(studio, 0, 'Logo too smal');
  // The keys step frames but never past the last one; ? lists them on screen.
  const player = studio.getByRole('group', { name: /^Review player/ });
  await player.focus();
  await player.press('End');
  const last = (await studio.getByTestId('playhead').textContent())!;
  await player.press('ArrowRight');
  await expect(studio.getByTestId('playhead')).toHaveText(last);
  await player.press('ArrowLeft');
  await expect(studio.getByTestId('playhead')).not.toHaveText(last);
  await player.press('?');
  await expect(studio.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText('J');
  await player.press('?');
  await expect(studio.getByRole('region', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  // A red rectangle, undone, then a text label: the editor sees the label on the frame.
  await studio.getByLabel('Playhead').fill('50');
  await studio.getByRole('radio', { name: 'Rectangle' }).check();
  await studio.getByRole('button', { name: 'Red' }).click();
  const overlay = studio.getByTestId('drawing-overlay');
  await overlay.scrollIntoViewIfNeeded();
  const box = (await overlay.boundingBox())!;
  await partner.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await partner.mouse.down();
  await partner.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 5 });
  await partner.mouse.up();
  await expect(overlay.locator('rect')).toHaveCount(1);
  await studio.getByRole('button', { name: 'Undo' }).click();
  await expect(overlay.locator('rect')).toHaveCount(0);
  await studio.getByRole('radio', { name: 'Text' }).check();
  await studio.getByLabel('Label, then click the frame').fill('Cut here');
  await overlay.click({ position: { x: box.width * 0.4, y: box.height * 0.4 } });
  await studio.getByLabel(/^Note at frame 50 /).fill('Drop this shot.');
  await studio.getByRole('button', { name: 'Add note' }).click();
  await expect(marker(studio, 'Drop this shot.')).toBeVisible();
  await expect(marker(editorStudio, 'Drop this shot.')).toBeVisible({ timeout: 15_000 });
  await marker(editorStudio, 'Drop this shot.').click();
  await expect(editorStudio.getByTestId('drawing-label')).toHaveText('Cut here');
  // Only the author may change a note: the editor is offered no Edit or Delete on it.
  await expect(
    noteItem(editorStudio, 'Logo too smal').getByRole('button', { name: 'Edit' }),
  ).toHaveCount(0);

  // The Partner corrects the first note: its frame moves to 30 and its text is fixed.
  await noteItem(studio, 'Logo too smal').getByRole('button', { name: 'Edit' }).click();
  await expect(studio.getByLabel(/^Edit the note at frame 0 /)).toHaveValue('Logo too smal');
  await studio.getByLabel('Playhead').fill('30');
  await studio.getByRole('button', { name: 'Set in' }).click();
  const editing = studio.getByLabel(/^Edit the note at frame 30 /);
  await editing.fill('Logo is too small.');
  await atEachWidth(partner, async (shot) => {
    await expect(editing).toBeVisible();
    await expectNoSidewaysScroll(partner, 'The studio while a note is edited');
    await editing.scrollIntoViewIfNeeded();
    await shot('review-note-editing');
  });
  await partner.setViewportSize({ width: 1440, height: 900 });
  await studio.getByRole('button', { name: 'Save changes' }).click();
  const fixed = (s: Locator) =>
    s.getByRole('button', { name: 'Note at 00:00:01:05: Logo is too small.' });
  await expect(fixed(studio)).toBeVisible();
  await expect(fixed(editorStudio)).toBeVisible({ timeout: 15_000 });
  await expect(noteItem(editorStudio, 'Logo is too small.')).toContainText('edited');
  // The editor reads what the note said before the Partner's edit.
  const edited = noteItem(editorStudio, 'Logo is too small.');
  await edited.getByRole('button', { name: 'History' }).click();
  await expect(edited.getByRole('list', { name: 'Earlier versions of this note' })).toContainText(
    '00:00:00:00 · Logo too smal',
  );
  await expect(marker(editorStudio, 'Logo too smal')).toHaveCount(0);

  // The second note is withdrawn, after a confirmation; it leaves the editor's studio too.
  const second = noteItem(studio, 'Drop this shot.');
  await second.getByRole('button', { name: 'Delete' }).click();
  await second.getByRole('button', { name: 'Delete this note' }).click();
  await expect(marker(studio, 'Drop this shot.')).toHaveCount(0);
  await expect(marker(editorStudio, 'Drop this shot.')).toHaveCount(0, { timeout: 15_000 });

  // The revision dialog says which notes go; with one going, no message is needed.
  await partner.getByRole('button', { name: /Request revision/ }).click();
  const going = partner.getByRole('region', { name: 'Notes going with the revision' });
  await expect(going).toContainText('1 open note goes with this revision');
  await expect(going).toContainText('00:00:01:05 Logo is too small.');
  await atEachWidth(partner, async (shot) => {
    await expect(going).toBeVisible();
    await shot('review-revision-dialog');
  });
  await partner.setViewportSize({ width: 1440, height: 900 });
  await partner.getByRole('button', { name: 'Send revision request' }).click();
  await partner.getByRole('link', { name: 'Open the revision' }).click();
  await expect(partner).not.toHaveURL(new RegExp(`active=${v1}`));
  const v2 = new URL(partner.url()).searchParams.get('active')!;

  // On v1 the note now says it went with the revision, and can no longer be changed.
  const sent = await openStudio(partner, v1);
  const note = noteItem(sent, 'Logo is too small.');
  await expect(note).toContainText('Sent with the v2 revision');
  await expect(note.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Wipe: v2 and v1 in the very same box, the divider moving the split.
  await deliver(editor, v2, clips[1]!);
  // Both pictures stream their review proxies once the media job made them.
  const sources = await openVersionsOnProxies(partner, v2, 'wipe', 2);
  for (const src of sources) expect(src).toMatch(/^\/api\/media\/proxy\//);
  const bottom = partner.getByLabel(/^Left: v2/);
  const top = partner.getByLabel(/^Right: v1/);
  for (const v of [bottom, top])
    await expect
      .poll(() => v.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
  const divider = partner.getByRole('slider', { name: 'Wipe divider' });
  const clipOf = () => top.evaluate((el) => getComputedStyle(el).clipPath);
  await atEachWidth(partner, async (shot, width) => {
    // A width change slides the sidebar: measure once the stage stands still.
    const a = await settledBox(partner.getByTestId('wipe-stage'));
    const boxes = await partner.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="wipe-stage"] video')).map((v) => {
        const r = v.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height];
      }),
    );
    expect(boxes, `two pictures at ${width}px`).toHaveLength(2);
    expect(boxes[1], `both pictures share one box at ${width}px`).toEqual(boxes[0]);
    expect(Math.abs(boxes[0]![0]! - a.x)).toBeLessThan(1);
    expect(a.width).toBeGreaterThan(width / 2);
    await divider.focus();
    await partner.keyboard.press('Home');
    await partner.keyboard.press('Shift+ArrowRight');
    await partner.keyboard.press('Shift+ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '20');
    expect(await clipOf()).toBe('inset(0px 0px 0px 20%)');
    // Dragged three quarters across, the divider and the clip follow the pointer.
    await partner.mouse.move(a.x + a.width * 0.5, a.y + a.height / 2);
    await partner.mouse.down();
    await partner.mouse.move(a.x + a.width * 0.75, a.y + a.height / 2, { steps: 4 });
    await partner.mouse.up();
    await expect(divider).toHaveAttribute('aria-valuenow', '75');
    expect(await clipOf()).toMatch(/^inset\(0px 0px 0px 7[45]\.\d+%\)$|^inset\(0px 0px 0px 75%\)$/);
    const line = (await divider.boundingBox())!;
    expect(Math.abs(line.x + line.width / 2 - (a.x + a.width * 0.75))).toBeLessThan(3);
    await expectNoSidewaysScroll(partner, 'The wipe compare');
    await shot('review-wipe');
  });

  // Played, the top picture follows the bottom one as side by side does.
  await partner.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all(
          [bottom, top].map((v) => v.evaluate((el: HTMLVideoElement) => el.currentTime)),
        );
        return { playing: a! > 0.5, inSync: Math.abs(a! - b!) < 0.25 };
      },
      { timeout: 20_000 },
    )
    .toEqual({ playing: true, inSync: true });
});
