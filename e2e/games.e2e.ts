import { expect, test, type Page } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, logIn, logOut } from './helpers.js';

// The Game Manager across screens: a Partner partners a game and boosts it with two videos, an
// Admin approves them and closes the month, and the Partner sees next month's share and its
// decay curve. The month closed is the current one, so no clock is needed.

/** Today as the server counts it (UTC), the latest publish date the form takes. */
const utcToday = () => new Date().toISOString().slice(0, 10);
const videoUrl = (n: number) =>
  `https://www.youtube.com/watch?v=e2eGame${String(n).padStart(4, '0')}`;

const yourGame = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Your Games' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name, exact: true }),
    });

test.describe.serial('games', () => {
  // Three logins (argon2 by design), two axe passes and screenshots on a shared machine.
  test.describe.configure({ timeout: 150_000 });

  test('a Partner partners a game and sends two promotion videos through Boost', async ({
    page,
  }) => {
    await logIn(page, 'partner2');
    // docs/product.md §2: the page is also reachable as /dashboard/game.
    await page.goto('/dashboard/game');
    await expect(page).toHaveURL(/\/dashboard\/games$/);
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    await expect(page.getByText(/Your Premium plan: 20%–40% of a game’s pool/)).toBeVisible();
    // The demo data gave partner2 a confirmed Astral share this month.
    await expect(yourGame(page, 'Astral')).toBeVisible();

    // Inspect shows the game's description, stats and testimonials.
    await page.getByRole('button', { name: 'Inspect Labyrinth' }).click();
    const inspect = page.getByRole('dialog', { name: 'Labyrinth' });
    await expect(inspect.getByText('Total Percentage Pool')).toBeVisible();
    await expect(inspect.getByText(/The walls move|rebuilds itself/)).toBeVisible();
    await inspect.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Partner with Labyrinth' }).click();
    const confirm = page.getByRole('dialog', { name: 'Partner with Labyrinth?' });
    await expect(
      confirm.getByText('This uses 2 of your 2 game partnerships.', { exact: false }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Partner with Labyrinth' }).click();
    await expect(page.getByText('You now partner with Labyrinth.')).toBeVisible();
    const card = yourGame(page, 'Labyrinth');
    await expect(card).toBeVisible();
    // Both partnerships are used: the other games can no longer be partnered.
    await expect(page.getByRole('button', { name: 'Partner with Listen' })).toBeDisabled();

    await card.getByRole('button', { name: 'Boost Labyrinth' }).click();
    const boost = page.getByRole('dialog', { name: 'Boost Labyrinth' });
    await boost.getByLabel('Video link 1').fill(videoUrl(1));
    await boost.getByLabel('Published on (video 1)').fill(utcToday());
    await boost.getByRole('button', { name: 'Add another video' }).click();
    // The same video twice is refused by the form before anything is sent.
    await boost
      .getByLabel('Video link 2')
      .fill(videoUrl(1).replace('www.youtube.com/watch?v=', 'youtu.be/'));
    await boost.getByLabel('Published on (video 2)').fill(utcToday());
    await boost.getByRole('button', { name: 'Send for review' }).click();
    await expect(
      boost.getByText('This video is already in the form; each video counts once.'),
    ).toBeVisible();
    await boost.getByLabel('Video link 2').fill(videoUrl(2));
    await boost.getByLabel('Note for the reviewer (optional)').fill('Two Labyrinth runs.');
    await boost.getByRole('button', { name: 'Send for review' }).click();
    await expect(boost.getByText(/2 videos sent for review/)).toBeVisible();
    await boost.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('0 approved · 2 waiting')).toBeVisible();

    await expectNoSeriousA11yViolations(page, 'games page');
    await atEachWidth(page, async (shot) => {
      await expect(card).toBeVisible();
      await shot('games-partner');
    });
    await logOut(page);
  });

  test('an Admin approves both videos and closes the month; closing again changes nothing', async ({
    page,
  }) => {
    await logIn(page, 'admin');
    await page.getByRole('link', { name: 'Ownership' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage\/games$/);
    await expect(page.getByRole('heading', { name: 'Ownership review' })).toBeVisible();
    const labyrinth = page.getByRole('region', { name: 'Labyrinth', exact: true });
    await expect(labyrinth.getByText('Two Labyrinth runs.')).toBeVisible();
    const close = page.getByRole('button', { name: /^Close / });
    await expect(close).toBeDisabled();

    for (const n of [1, 2]) {
      const id = videoUrl(n).split('v=')[1];
      // Without a YouTube API key the review shows the sandbox's made-up title.
      const approve = labyrinth.getByRole('button', {
        name: `Approve “Sandbox video ${id}” by Sam Streamer`,
      });
      await approve.click();
      await expect(approve).toBeDisabled();
    }
    // Premium with 2 approved videos: 20% + 20% x 2/8 = 25%, projected until the close.
    await expect(labyrinth.getByRole('row', { name: /Sam Streamer/ })).toContainText('25%');
    await expectNoSeriousA11yViolations(page, 'ownership review');
    await atEachWidth(page, (shot) => shot('games-review'));

    await expect(close).toBeEnabled();
    await close.click();
    const dialog = page.getByRole('dialog', { name: /^Close .+\?$/ });
    await dialog.getByRole('button', { name: 'Close the month' }).click();
    await expect(page.getByText(/closed: .+’s shares are set\./)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /was closed on/ })).toBeVisible();
    await expect(labyrinth.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // A second close, straight through the API, answers the same figures and changes nothing.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const month = new Date().toISOString().slice(0, 7);
    const again = await page.request.post(`/api/games/months/${month}/close`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status()).toBe(200);
    expect((await again.json()).alreadyClosed).toBe(true);
    await atEachWidth(page, (shot) => shot('games-review-closed'));
    await logOut(page);
  });

  test("the Partner sees next month's confirmed share and its decay curve", async ({ page }) => {
    await logIn(page, 'partner2');
    await page.getByRole('link', { name: 'Games' }).click();
    const card = yourGame(page, 'Labyrinth');
    await expect(card.getByTestId('next-labyrinth')).toHaveText('25%');
    const next = card.getByRole('region', { name: 'Labyrinth: next month' });
    await expect(next.getByText('Confirmed')).toBeVisible();
    const chart = next.getByRole('img', {
      name: /Labyrinth, next month: share of the pool by day/,
    });
    await expect(chart).toBeVisible();
    const curve = /^Starts at 25% on 1 \w+ and falls evenly to 20% on \d+ \w+\.$/;
    await expect(chart).toHaveAccessibleDescription(curve);
    await expect(next.locator('figcaption')).toHaveText(curve);
    // The daily figures are the chart's text alternative.
    await next.getByText('Daily figures').click();
    await expect(next.getByRole('row').nth(1)).toContainText('25%');
    await expect(next.getByRole('row').last()).toContainText('20%');
    // New promotion now counts in next month's review.
    await expect(card.getByText(/Promotion for .+’s review/)).toBeVisible();
    await atEachWidth(page, async (shot) => {
      await card.scrollIntoViewIfNeeded();
      await shot('games-partner-after-close');
    });
  });
});
