import { expect, test } from '@playwright/test';
import { atEachWidth, logIn } from './helpers.js';

test('the development notice takes one line on a phone and stays dismissed after a reload', async ({
  page,
}) => {
  await logIn(page, 'partner');
  const notice = page.getByRole('complementary', { name: 'Development notice' });
  await atEachWidth(page, async (shot, width) => {
    const link = notice.getByRole('link', { name: 'Support Team' });
    await expect(link).toBeVisible();
    if (width === 390) {
      const box = await notice.boundingBox();
      // One line of small text plus its padding; two lines would be about 60 px.
      expect(box!.height).toBeLessThan(50);
      // The link is whole on that line, not cut off by the ellipsis.
      const text = await notice.locator('p').evaluate((p) => p.scrollWidth <= p.clientWidth);
      expect(text).toBe(true);
    }
    await shot('dev-banner');
  });
  await notice.getByRole('button', { name: 'Dismiss the development notice' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pat Partner' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
