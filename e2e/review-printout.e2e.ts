import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';
import { deliver, orderEdit } from './review-flow.js';

// The notes leave the studio as a printable PDF with a picture of each note's frame, and once a
// revision is asked with them, the editor's Inbox entry of the revision lists them, each opening
// at its frame on the Fulfill screen.

const fixtureDir = 'test-results/fixtures';
const clip = path.join(fixtureDir, `printout-${unique()}.mp4`);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clip, { counter: true });
  await grantEdit(browser);
});

async function openStudio(page: Page, orderId: string) {
  await page.goto(`/dashboard/production/receive?active=${orderId}`);
  const studio = page.getByRole('region', { name: /Review notes on/ });
  const video = studio.getByLabel(/^Video: /);
  await expect(video).toBeVisible({ timeout: 60_000 });
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r));
  });
  return studio;
}

async function noteAt(studio: Locator, frame: number, text: string) {
  await studio.getByLabel('Playhead').fill(String(frame));
  await studio.getByLabel(new RegExp(`^Note at frame ${frame} `)).fill(text);
  await studio.getByRole('button', { name: 'Add note' }).click();
  await expect(studio.getByRole('button', { name: new RegExp(`: ${text}$`) })).toBeVisible();
}

test('the notes print as a PDF with their frames, and the revision’s Inbox entry lists them', async ({
  partner,
  editor,
}) => {
  test.setTimeout(300_000);
  const v1 = await orderEdit(partner, editor, clip, `Printout ${unique()}`);
  await deliver(editor, v1, clip);
  const studio = await openStudio(partner, v1);
  await noteAt(studio, 10, 'Logo is too small.');
  await noteAt(studio, 40, 'Fade the music out here.');

  // One click saves the PDF: the notes' words and one picture per note.
  const [download] = await Promise.all([
    partner.waitForEvent('download'),
    studio.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-v1-notes\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)).toHaveLength(2);
  await atEachWidth(partner, async (shot) => {
    await studio.getByRole('button', { name: 'Export PDF' }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(partner, 'The studio with its exports');
    await shot('review-printout-exports');
  });
  await partner.setViewportSize({ width: 1440, height: 900 });

  // The revision goes with the two notes alone.
  await partner.getByRole('button', { name: /Request revision/ }).click();
  await partner.getByRole('button', { name: 'Send revision request' }).click();
  await partner.getByRole('link', { name: 'Open the revision' }).click();
  await expect(partner).not.toHaveURL(new RegExp(`active=${v1}`));
  const v2 = new URL(partner.url()).searchParams.get('active')!;

  // The editor's Inbox entry of the revision counts the notes and lists their first lines.
  await editor.goto(`/dashboard/production/receive?active=${v2}`);
  const asked = editor.getByRole('region', { name: /2 review notes asked with this revision/ });
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await expect(asked).toContainText('2 open, 0 done');
  await expect(asked).toContainText('Logo is too small.');
  await expect(asked).toContainText('Fade the music out here.');
  await atEachWidth(editor, async (shot) => {
    await asked.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(editor, 'The revision’s Inbox entry');
    await shot('review-inbox-revision-notes');
  });
  await editor.setViewportSize({ width: 1440, height: 900 });

  // A note's timecode opens the Fulfill screen with the video at that note.
  await asked.getByRole('link', { name: '00:00:00:10' }).click();
  await expect(editor.getByRole('heading', { name: 'Fulfill', level: 1 })).toBeVisible();
  const player = editor.getByRole('group', { name: /^Video of v1 at the chosen note/ });
  await expect(player).toBeVisible({ timeout: 15_000 });
  await expect(player.getByLabel('Video of v1')).toBeVisible();
});
