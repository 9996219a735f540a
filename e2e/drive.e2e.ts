import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  atEachWidth,
  expectNoSeriousA11yViolations,
  logIn,
  screenshotAtWidths,
  unique,
} from './helpers.js';
import { recordClip } from './media.js';

const fixtureDir = 'test-results/fixtures';
const clipName = `clip-${unique()}-with-a-long-name.webm`;
const clipPath = path.join(fixtureDir, clipName);

/** Slows uploads down (bytes per second) so there is time to pause; -1 lifts the limit. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Whether `url` is the drive's pause or resume call of an upload. */
const uploadCall = (url: string, call: 'pause' | 'resume') =>
  new URL(url).pathname.startsWith(`/api/drive/${call}/`);

async function percentOf(page: Page, name: string): Promise<number> {
  const bar = page.getByRole('progressbar', { name: `Upload of ${name}` });
  return Number(await bar.getAttribute('aria-valuenow'));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  mkdirSync(fixtureDir, { recursive: true });
  writeFileSync(clipPath, await recordClip(browser));
});

test('upload a video, pause and resume it, download it back and play it in the preview', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const clip = readFileSync(clipPath);
  await logIn(page, 'partner');
  await page.getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/dashboard\/files$/);
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();

  // About 8 s for the clip at 160 KB/s: time enough to pause below 80%.
  await throttleUploads(page, 160 * 1024);
  await page.getByLabel('Choose videos').setInputFiles(clipPath);

  const row = page.getByRole('listitem').filter({ hasText: clipName.slice(0, 10) });
  // The name is cut to 20 characters; the whole name stays in the tooltip.
  await expect(row.locator('[data-tooltip]')).toHaveAttribute('data-tooltip', clipName);
  await expect(row.locator('[data-tooltip] [aria-hidden="true"]')).toHaveText(
    `${clipName.slice(0, 19)}…`,
  );
  await expect.poll(() => percentOf(page, clipName), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(row.getByRole('button', { name: /^Cancel/ })).toBeVisible();
  // What the server holds when it answers the pause, and every byte the page sends after it.
  const paused = page.waitForResponse((res) => uploadCall(res.url(), 'pause'));
  const sentAfterPause: string[] = [];
  let resuming = false;
  const watchSends = (req: Request) => {
    resuming ||= uploadCall(req.url(), 'resume');
    if (!resuming && req.method() === 'PATCH') sentAfterPause.push(req.url());
  };
  await row.getByRole('button', { name: /^Pause/ }).click();
  const atPause = (await (await paused).json()) as { bytesReceived: number };
  page.on('request', watchSends);

  await expect(row.getByRole('button', { name: /^Resume/ })).toBeVisible();
  await expect(row.getByText('Paused')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
  const pausedAt = await percentOf(page, clipName);
  expect(pausedAt).toBeLessThan(80);
  await screenshotAtWidths(page, 'drive-upload-paused');
  // Paused means paused: until Resume the page sends no bytes, and the server, asked on Resume
  // (the first call after the pause), still holds what it held when it paused.
  const resumed = page.waitForResponse((res) => uploadCall(res.url(), 'resume'));
  await row.getByRole('button', { name: /^Resume/ }).click();
  const atResume = (await (await resumed).json()) as { bytesReceived: number };
  expect(sentAfterPause).toEqual([]);
  expect(atResume.bytesReceived).toBe(atPause.bytesReceived);
  await expect(row.getByText('Uploaded')).toBeVisible({ timeout: 45_000 });
  expect(await percentOf(page, clipName)).toBe(100);
  // At 100% only Remove is left.
  await expect(row.getByRole('button')).toHaveCount(1);
  await expect(row.getByRole('button', { name: /^Remove/ })).toBeVisible();
  await throttleUploads(page, -1);

  // The finished file is listed, in its folder, and downloads back byte for byte.
  const listed = page.getByRole('row').filter({ hasText: clipName });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('WEBM video');
  await expect(page.getByRole('heading', { name: 'My uploads' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    listed.getByRole('button', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(clipName);
  const saved = readFileSync(await download.path());
  expect(createHash('sha256').update(saved).digest('hex')).toBe(
    createHash('sha256').update(clip).digest('hex'),
  );
  await expect(listed.getByText('Downloaded.')).toBeVisible();

  await expectNoSeriousA11yViolations(page, 'file manager');
  // Reloaded at each width, so the page is laid out afresh.
  await atEachWidth(page, async (shot) => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot('drive-file-manager');
  });

  // The preview plays the video and can seek in it.
  await listed.getByRole('button', { name: /^Preview/ }).click();
  const dialog = page.getByRole('dialog', { name: `Preview: ${clipName}` });
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1)
      await new Promise((resolve, reject) => {
        element.onloadedmetadata = resolve;
        element.onerror = () => reject(new Error(`media error ${element.error?.code}`));
      });
    await element.play();
    // Playing: the playhead moves on (a video that never plays times the test out).
    await new Promise<void>((resolve) => {
      element.ontimeupdate = () => {
        if (element.currentTime > 0.2) resolve();
      };
    });
    const playingAt = element.currentTime;
    element.pause();
    const seeked = new Promise((resolve) => (element.onseeked = resolve));
    element.currentTime = 1.5;
    await seeked;
    return { playingAt, seekedTo: element.currentTime, width: element.videoWidth };
  });
  expect(played.playingAt).toBeGreaterThan(0.2);
  expect(played.seekedTo).toBeCloseTo(1.5, 0);
  expect(played.width).toBe(320);
  await expectNoSeriousA11yViolations(page, 'preview');
  await screenshotAtWidths(page, 'drive-preview');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('leaving the page during an upload asks first, and cancels the upload when confirmed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'partner');
  await page.goto('/dashboard/files');
  await throttleUploads(page, 64 * 1024);
  const name = `leave-${clipName}`;
  await page.getByLabel('Choose videos').setInputFiles({
    name,
    mimeType: 'video/webm',
    buffer: readFileSync(clipPath),
  });
  await expect.poll(() => percentOf(page, name), { timeout: 15_000 }).toBeGreaterThan(0);

  // A reload gets the browser's own prompt.
  const prompt = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  void page.reload().catch(() => {});
  expect(await prompt).toBe('beforeunload');

  // A move inside the app gets ours.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave while files are uploading?' });
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'leave dialog');
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/files$/);
  await expect(page.getByRole('progressbar', { name: `Upload of ${name}` })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await ask.getByRole('button', { name: 'Leave and cancel uploads' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await throttleUploads(page, -1);

  // The abandoned upload is gone, not left half-stored.
  await page.goto('/dashboard/files');
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: clipName }).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a file of the wrong kind is refused on both sides', async ({ page }) => {
  await logIn(page, 'artist');
  await page.goto('/dashboard/files');
  // The browser refuses a video in the image box…
  await page.getByLabel('Choose images').setInputFiles(clipPath);
  await expect(page.getByRole('alert')).toContainText('is not an image');
  // …and the server refuses a PNG name on bytes that are not a PNG.
  await page.getByLabel('Choose images').setInputFiles({
    name: 'not-really.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is plain text, not a picture at all'.repeat(20)),
  });
  const row = page.getByRole('listitem').filter({ hasText: 'not-really.png' });
  await expect(row.getByRole('alert')).toContainText('not a supported image file', {
    timeout: 15_000,
  });
  // Sending the same bytes again cannot help, so only Remove is offered, and it succeeds.
  await expect(row.getByRole('button')).toHaveCount(1);
  await screenshotAtWidths(page, 'drive-refused-upload');
  const removed = page.waitForResponse((res) => res.url().includes('/api/drive/cancel/'));
  await row.getByRole('button', { name: /^Remove/ }).click();
  expect((await removed).status()).toBe(200);
  await expect(row).toHaveCount(0);
});
