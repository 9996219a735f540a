import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { grantEdit } from './credits.js';
import { makeClip } from './ffmpeg-clip.js';
import { expectNoSidewaysScroll, unique } from './helpers.js';
import { deliver, orderEdit } from './review-flow.js';

// A guest with download off is shown a copy with their name burned in, never the delivered
// file: every body the guest's page receives is hashed and none is the original's.

const fixtureDir = 'test-results/fixtures';
const clip = path.join(fixtureDir, `guest-copy-${unique()}.mp4`);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(fixtureDir, { recursive: true });
  makeClip(clip);
  await grantEdit(browser);
});

/** Opens `url` as a guest at `width`, plays a little, and answers what the page received. */
async function watchAsGuest(browser: Browser, url: string, width: number, name: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const guest = await context.newPage();
  // Every answer passes through here on its way to the page, so each body is hashed whole:
  // a player's streamed ranges are not always readable from the response afterwards.
  const received: Array<{ url: string; status: number; sha: string }> = [];
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    received.push({ url: route.request().url(), status: response.status(), sha: sha(body) });
    await route.fulfill({ response, body });
  });
  await guest.goto(url);
  await guest.getByLabel('Your name').fill(name);
  await guest.getByRole('button', { name: 'Watch' }).click();
  // The copy is made after the guest opens the link: until then the page says so.
  await expect(guest.getByTestId('video-preparing')).toContainText('Preparing your copy');
  const video = guest.getByLabel(/^Video: /);
  await expect(video).toBeVisible({ timeout: 60_000 });
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await video.evaluate((el: HTMLVideoElement) => el.pause());
  const source = await video.evaluate((el: HTMLVideoElement) => el.currentSrc);
  await expect(guest.getByRole('link', { name: /Download/ })).toHaveCount(0);
  await expectNoSidewaysScroll(guest, 'The guest review page');
  await guest.screenshot({ path: `test-results/screenshots/guest-copy-${width}.png` });
  await context.close();
  return { source, received };
}

test('a guest with download off receives only the watermarked copy, at 390 and 1440 px', async ({
  browser,
  partner,
  editor,
}) => {
  test.setTimeout(300_000);
  const original = sha(readFileSync(clip));
  const orderId = await orderEdit(partner, editor, clip, `Guest copy ${unique()}`);
  await deliver(editor, orderId, clip);
  await partner.goto(`/dashboard/production/versions/${orderId}`);
  // Download stays off: the Partner only creates the link.
  await expect(partner.getByLabel('Allow download')).not.toBeChecked();
  await partner.getByRole('button', { name: 'Create link' }).click();
  const url = (await partner.getByTestId('guest-url').textContent())!.trim();

  const names = {
    390: 'Alexandra Montgomery-Fitzgerald of Northwind Studios',
    1440: 'Casey Manager',
  } as const;
  for (const width of [390, 1440] as const) {
    const { source, received } = await watchAsGuest(browser, url, width, names[width]);
    expect(source).toContain('/api/guest-review/media/');
    const media = received.filter((r) => r.url.includes('/api/guest-review/media/'));
    expect(media.length, 'the player fetched its copy').toBeGreaterThan(0);
    // The player streams the copy in ranges.
    expect(media.some((r) => r.status === 206)).toBe(true);
    expect(received.filter((r) => r.url.includes('/api/drive/download/'))).toEqual([]);
    // Nor the review proxy, which the team streams: it has no watermark.
    expect(received.filter((r) => r.url.includes('/api/media/proxy/'))).toEqual([]);
    const same = received.filter((r) => r.sha === original).map((r) => r.url);
    expect(same, `bodies equal to the original at ${width}px`).toEqual([]);
  }

  // The Partner sees both guests as views, and no download.
  await partner.reload();
  await expect(partner.getByText(/Viewed by .*Casey Manager/)).toBeVisible();
  await expect(partner.getByText(/downloaded by/)).toHaveCount(0);
});
