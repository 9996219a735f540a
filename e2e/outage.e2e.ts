import { expect, test } from '@playwright/test';
import { errorCatalogue } from '../common/errors.js';
import { logIn, screenshotAtWidths } from './helpers.js';

// The server's answer while its database is away; the browser cannot stop the test server's
// database, so this one route answers it until the "outage" ends.
const outageBody = {
  error: { code: 'service_unavailable', message: errorCatalogue.service_unavailable.message },
};

test('a screen says Reconnecting… while the server is unavailable and loads by itself after', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'partner');
  let outage = true;
  await page.route('**/api/games/mine', (route) =>
    outage
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '5' },
          contentType: 'application/json',
          body: JSON.stringify(outageBody),
        })
      : route.continue(),
  );
  await page.goto('/dashboard/games');
  const notice = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await screenshotAtWidths(page, 'reconnecting');

  // The database is back: the screen fetches again by itself, with no click.
  outage = false;
  await expect(notice).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
});
