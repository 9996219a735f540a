import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';
import { deliver, openVersionsOnProxies, orderEdit, requestRevision } from './review-flow.js';

// Versions and guest links across browsers: v1 and its revision v2 play side by side in sync; a
// guest without an account watches v2 under a watermark of their name and notes it, the Partner
// sees that note as a guest's, and once revoked the link only says so.

const fixtureDir = 'test-results/fixtures';
const clips = [1, 2].map((n) => path.join(fixtureDir, `version-${n}-${unique()}.mp4`));

test.beforeAll(async ({ browser }) => {
  // ffmpeg encodes the clips: slow on a busy machine.
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clips[0]!);
  makeClip(clips[1]!, { source: 'smptebars' });
  await grantEdit(browser);
});

/** The Partner orders an edit, the editor delivers v1, the Partner asks a revision, v2 arrives live. */
async function twoVersions(partner: Page, editor: Page): Promise<string> {
  const v1 = await orderEdit(partner, editor, clips[0]!, `Versions ${unique()}`);
  await deliver(editor, v1, clips[0]!);
  const v2 = await requestRevision(partner, v1);
  // The Partner keeps the versions page open while v2 is delivered: it appears without a reload.
  await partner.goto(`/dashboard/production/versions/${v2}`);
  const options = partner.getByLabel('Version', { exact: true }).locator('option');
  await expect(options).toHaveText([/^v1/]);
  await deliver(editor, v2, clips[1]!);
  await expect(options).toHaveText([/^v1/, /^v2/], { timeout: 20_000 });
  return v2;
}

test('v1 and v2 play in sync; a guest notes v2 under a watermark until the link is revoked', async ({
  browser,
  partner,
  editor,
}) => {
  test.setTimeout(300_000);
  const v2 = await twoVersions(partner, editor);

  // Side by side: the left (v2) leads, the right (v1) follows within a small tolerance. Both
  // stream their review proxies once the media job made them, as the studio does.
  const sources = await openVersionsOnProxies(partner, v2, 'side', 2);
  for (const src of sources) expect(src).toMatch(/^\/api\/media\/proxy\//);
  const left = partner.getByLabel(/^Left: v2/);
  const right = partner.getByLabel(/^Right: v1/);
  for (const v of [left, right])
    await expect
      .poll(() => v.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
  await partner.getByRole('button', { name: 'Play' }).click();
  // Playing, the right one keeps within a quarter second of the left one.
  const times = async () =>
    Promise.all([left, right].map((v) => v.evaluate((el: HTMLVideoElement) => el.currentTime)));
  await expect
    .poll(
      async () => {
        const [a, b] = await times();
        return { playing: a! > 0.5, inSync: Math.abs(a! - b!) < 0.25 };
      },
      { timeout: 20_000 },
    )
    .toEqual({ playing: true, inSync: true });
  await partner.getByRole('button', { name: 'Pause' }).click();
  await atEachWidth(partner, async (shot) => {
    await expectNoSidewaysScroll(partner, 'The versions page');
    await shot('review-versions');
  });
  await partner.setViewportSize({ width: 1280, height: 900 });

  // A guest link to v2, opened without an account.
  await partner.getByRole('button', { name: 'Create link' }).click();
  const url = (await partner.getByTestId('guest-url').textContent())!.trim();
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(url);
  await guest.getByLabel('Your name').fill('Casey Manager');
  await guest.getByRole('button', { name: 'Watch' }).click();
  // The guest plays a copy with their name burned in, made once they opened the link.
  await expect(guest.getByLabel(/^Video: /)).toBeVisible({ timeout: 60_000 });
  await guest.getByLabel(/^Note at frame /).fill('Logo is too small here.');
  await guest.getByRole('button', { name: 'Add note' }).click();
  const notes = guest.getByRole('region', { name: 'Notes on this video' });
  await expect(notes.getByText('Logo is too small here.')).toBeVisible();
  await expect(notes.getByText(/Casey Manager \(guest\)/)).toBeVisible();
  await atEachWidth(guest, async (shot) => {
    await expectNoSidewaysScroll(guest, 'The guest review page');
    await shot('review-guest');
  });

  // The Partner sees the guest's note, marked as a guest's, in the review of v2.
  await partner.goto(`/dashboard/production/receive?active=${v2}`);
  const studio = partner.getByRole('region', { name: /Review notes on/ });
  await expect(studio.getByText(/Casey Manager \(guest\)/).first()).toBeVisible({
    timeout: 20_000,
  });

  // Revoked after a confirmation, the link only says so and folds away with the ended ones.
  await partner.goto(`/dashboard/production/versions/${v2}`);
  await partner.getByRole('button', { name: /^Revoke the v2 link/ }).click();
  await partner.getByRole('button', { name: /^Revoke now/ }).click();
  await expect(partner.getByText(/Revoked the v2 link/)).toBeVisible();
  await partner.getByRole('button', { name: 'Show 1 ended link' }).click();
  await expect(partner.getByRole('list', { name: 'Ended links' })).toContainText('Revoked');
  await guest.goto(url);
  await expect(guest.getByText(/expired or was revoked/)).toBeVisible();
  await guestContext.close();
});
