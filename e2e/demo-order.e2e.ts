import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { atEachWidth, expectNoSidewaysScroll } from './helpers.js';
import { openVersionsOnProxies } from './review-flow.js';

// The demo data's accepted edit, "Launch trailer", comes with a real delivered video made at the
// server's first start: its editor and its Partner open it from the Inbox, review it in the
// studio and play it on the versions page, streamed from its review proxy.

/** Opens "Launch trailer" from the Inbox's closed orders (loading more until it shows); its id. */
async function openLaunchTrailer(page: Page): Promise<string> {
  await page.goto('/dashboard/production/receive');
  const link = page.getByRole('link', { name: /^Launch trailer/ }).first();
  const more = page.getByRole('button', { name: 'Load more closed orders' });
  await expect(link.or(more).first()).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 20 && !(await link.isVisible()); i += 1) {
    await more.click();
    await expect(link.or(more).first()).toBeVisible();
  }
  await link.click();
  await expect(page).toHaveURL(/active=/);
  return new URL(page.url()).searchParams.get('active')!;
}

test('the editor and the Partner open the demo’s Launch trailer, its review and its versions, and it plays', async ({
  editor,
  partner,
}) => {
  test.setTimeout(240_000);
  for (const [who, page] of [
    ['editor', editor],
    ['partner', partner],
  ] as const) {
    const orderId = await openLaunchTrailer(page);

    // Inspect: the delivery is listed and its review studio shows the video, with no Not found.
    const studio = page.getByRole('region', { name: 'Review notes on launch-trailer-v1.mp4' });
    await expect(studio.getByLabel('Video: launch-trailer-v1.mp4')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Not found')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Versions, compare and guest links' }),
    ).toBeVisible();

    // Versions: v1 plays from its review proxy.
    const [src] = await openVersionsOnProxies(page, orderId, 'single', 1);
    expect(src).toMatch(/^\/api\/media\/proxy\//);
    await expect(page.getByLabel('Version', { exact: true }).locator('option')).toHaveText([
      'v1 · Approved',
    ]);
    const video = page.getByLabel('Left: v1, launch-trailer-v1.mp4');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('v1: 30 fps')).toBeVisible();
    await atEachWidth(page, async (shot) => {
      await expectNoSidewaysScroll(page, 'The demo order’s versions');
      await shot(`r38-demo-versions-${who}`);
    });
  }
});
