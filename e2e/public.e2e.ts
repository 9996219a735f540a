import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.js';
import { apiLogin, atEachWidth, expectNoSeriousA11yViolations, unique } from './helpers.js';
import { mailsTo } from './outbox.js';

const publicPages = [
  ['home', '/'],
  ['explore-production', '/explore/production'],
  ['explore-affiliate', '/explore/affiliate'],
  ['learn-pricing', '/learn/pricing'],
  ['learn-game', '/learn/game'],
  ['learn-production', '/learn/production'],
  ['contact', '/contact'],
] as const;

const seededBars = [
  ['Partners', '64'],
  ['Videos', '3.12k'],
  ['Subscribers', '2.75m'],
  ['Views', '18.40m'],
  ['Payouts', '$1.25m'],
] as const;

const slide = (page: Page, game: string) =>
  page.locator(`[aria-roledescription="slide"][data-game="${game}"]`);
const shownSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const bar = (page: Page, key: string, figure: string) =>
  page.getByRole('button', {
    name: new RegExp(`^${key}\\s*:\\s*${figure.replace(/[$.]/g, '\\$&')}$`),
  });

/**
 * Readies a page for a full-page screenshot: scrolls through it so lazy pictures load, and lays
 * out the sections the home page leaves to `content-visibility: auto` (a full-page capture does
 * not scroll, so Chromium would leave them blank in the picture, never on a screen).
 */
async function loadWholePage(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The demo Admin's access token, for calls from the page's own request context. */
async function adminToken(browser: Browser): Promise<string> {
  const admin = await apiLogin(browser, 'admin');
  await admin.context.close();
  return admin.token;
}

test('the game carousel advances every 4 s, wraps, can be picked and holds still on hover', async ({
  page,
}) => {
  // The page's timers run on a clock the test can move: time still passes on its own, and
  // `runFor` fires every timer of the span at once, so a still carousel is seen without waiting.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Our games' });
  await expect(shownSlide(page)).toHaveAttribute('data-game', 'astral');
  await expect(slide(page, 'listen')).toBeVisible({ timeout: 6000 });
  await expect(shownSlide(page)).toHaveAttribute('data-game', 'listen');

  await carousel.getByRole('button', { name: 'Show Insection' }).click();
  await expect(slide(page, 'insection')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Show Insection' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The click left the pointer on the carousel: it holds still past its 4 s.
  await page.clock.runFor(4600);
  await expect(shownSlide(page)).toHaveAttribute('data-game', 'insection');
  // Pointer away, and it wraps from the last game to the first.
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(slide(page, 'astral')).toBeVisible({ timeout: 6000 });

  await carousel.getByRole('link', { name: 'About Astral' }).click();
  await expect(page).toHaveURL(/\/learn\/game#astral$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Astral' })).toBeInViewport();
});

test('the carousel stays still for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await expect(shownSlide(page)).toHaveAttribute('data-game', 'astral');
  await page.clock.runFor(5000);
  await expect(shownSlide(page)).toHaveAttribute('data-game', 'astral');
  await page.getByRole('button', { name: 'Next game' }).click();
  await expect(shownSlide(page)).toHaveAttribute('data-game', 'listen');
});

test('the chart shows the seeded company figures, abbreviated, Payouts first', async ({ page }) => {
  await page.goto('/');
  const chart = page.getByRole('figure', { name: 'Crewcast in numbers' });
  await chart.scrollIntoViewIfNeeded();
  for (const [key, figure] of seededBars) await expect(bar(page, key, figure)).toBeVisible();
  await expect(bar(page, 'Payouts', '$1.25m')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.getByText('$1,250,000 since January 2025')).toBeVisible();
  // 60 px per order of magnitude, capped at 400 px.
  await expect(bar(page, 'Views', '18.40m').getByTestId('stat-bar')).toHaveCSS('height', '400px');
  await expect(bar(page, 'Partners', '64').getByTestId('stat-bar')).toHaveCSS('height', '108px');

  await bar(page, 'Views', '18.40m').click();
  await expect(bar(page, 'Views', '18.40m')).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.getByText('18,400,000 since January 2025')).toBeVisible();
});

test('a failed stats download is logged and shown, not left blank', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await page.route('**/api/global/drive/stats*', (route) =>
    route.fulfill({ status: 503, body: 'down' }),
  );
  await page.goto('/');
  await expect(page.getByText('We could not load our figures.')).toBeVisible();
  expect(logged.some((text) => text.startsWith('Download Failed! Error'))).toBe(true);
  await page.unroute('**/api/global/drive/stats*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(bar(page, 'Payouts', '$1.25m')).toBeVisible();
});

test('an Admin publishes new figures through the API and the home page shows them', async ({
  page,
  browser,
}) => {
  const token = await adminToken(browser);
  const url = '/api/global/drive/stats?name=CompanyStats';
  const original = await (await page.request.get(url)).json();
  const put = (stats: unknown) =>
    page.request.put(url, { data: { stats }, headers: { authorization: `Bearer ${token}` } });
  try {
    expect((await put([{ key: 'Payouts', value: 2_500_000_000, unit: '$' }])).ok()).toBe(true);
    await page.goto('/');
    await expect(bar(page, 'Payouts', '$2.50b')).toHaveAttribute('aria-pressed', 'true');
    // Without an Admin's token nothing changes.
    const refused = await page.request.put(url, {
      data: { stats: [{ key: 'Payouts', value: 1, unit: '$' }] },
    });
    expect(refused.status()).toBe(401);
  } finally {
    expect((await put(original)).ok()).toBe(true);
  }
});

test('Sign up on /explore/production leads to the freelancer sign-up', async ({ page }) => {
  await page.goto('/explore/production');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/join/production',
  );
  await header.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/join\/production$/);

  await page.goto('/explore/affiliate');
  await page.getByRole('link', { name: 'Become an affiliate' }).first().click();
  await expect(page).toHaveURL(/\/join\?type=Affiliate$/);
});

test('the pricing Select buttons carry the package to the sign-up', async ({ page }) => {
  await page.goto('/learn/pricing');
  await expect(page.getByRole('link', { name: 'Select Standard' })).toHaveAttribute(
    'href',
    '/join?package=basic',
  );
  await page.getByRole('link', { name: 'Select Premium' }).click();
  await expect(page).toHaveURL(/\/join\?package=premium$/);

  await page.goto('/learn/pricing');
  // The choice lives in the URL, so the radio turns checked once the URL has changed.
  await page.getByRole('radio', { name: 'Affiliates' }).click();
  await expect(page.getByRole('radio', { name: 'Affiliates' })).toBeChecked();
  await expect(page).toHaveURL(/audience=affiliates/);
  await expect(page.getByRole('link', { name: 'Select Affiliate' })).toHaveAttribute(
    'href',
    '/join?type=Affiliate',
  );
});

test('the FAQ opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/learn/pricing');
  const question = page.getByRole('button', { name: 'What does the name Crewcast mean?' });
  const answer = page.getByText('It is a crew and a broadcast.');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  // Tab reaches every question in order.
  await page.getByRole('button', { name: 'What is on the roadmap?' }).focus();
  await page.keyboard.press('Tab');
  await expect(question).toBeFocused();
});

test('the contact form sends, stores the message and e-mails it to support', async ({
  page,
  browser,
}) => {
  const id = unique();
  const message = `Hello support, my verification e-mail never arrived (ref ${id}).`;
  await page.goto('/contact?topic=Account%20Issue');
  await expect(page.getByText('1-3 working days').first()).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('Account Issue');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await page.getByLabel('Name').fill('Riley Streamer');
  await page.getByLabel('Email').fill(`riley-${id}@example.com`);
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(page.getByText(`riley-${id}@example.com`)).toBeVisible();

  let mail: string | undefined;
  await expect
    .poll(
      () => (mail = mailsTo(e2eDataDir(), 'support@crewcast.example').find((m) => m.includes(id))),
    )
    .toBeTruthy();
  expect(mail).toContain('Subject: [Contact] Account Issue: Riley Streamer');
  expect(mail).toContain(`Reply-To: riley-${id}@example.com`);
  expect(mail).toContain(message);

  const token = await adminToken(browser);
  const stored = await page.request.get('/api/site/contact', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { messages } = (await stored.json()) as {
    messages: Array<{ email: string; topic: string; message: string; emailedAt: string | null }>;
  };
  expect(messages.find((m) => m.email === `riley-${id}@example.com`)).toMatchObject({
    topic: 'Account Issue',
    message,
    emailedAt: expect.any(String),
  });
});

test('/#about opens the home page at the about-us section', async ({ page }) => {
  await page.goto('/#about');
  await expect(
    page.getByRole('heading', { name: /An agency built by game creators/ }),
  ).toBeInViewport();
});

test('links from the landing page load the app, and the app has its own home route', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect(page).toHaveURL(/\/learn\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: /Pay per video/ })).toBeVisible();
  // Inside the app `/` is a client-side route with the same page.
  await page.getByRole('link', { name: 'Crewcast home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Our games' })).toBeVisible();
  await expect(bar(page, 'Payouts', '$1.25m')).toBeAttached();
});

test('the marketing pages load no dashboard, query or API-client code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The landing build: one file, nothing lazy.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/)]);

  for (const [, path] of publicPages.filter(([name]) => name !== 'home' && name !== 'contact')) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const heavy = scripts.filter((s) =>
      /[Dd]ashboard|DataLayout|QueryClientProvider|query-|mutation-|api-client|Field-/.test(s),
    );
    expect(heavy, path).toEqual([]);
  }
});

test('every public page has no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  await atEachWidth(page, async (_shot, width) => {
    for (const [, path] of publicPages) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `${path} at ${width}px`);
    }
  });
  // Open states too: every answer of the FAQ.
  await page.goto('/learn/pricing');
  const faq = page.getByRole('region', { name: 'Questions we are asked most' });
  // all() does not wait: the lazily loaded page must show its questions before they are clicked.
  await expect(faq.getByRole('button')).toHaveCount(4);
  for (const question of await faq.getByRole('button').all()) await question.click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, '/learn/pricing with every answer open');
});

test('screenshots of every public page at 390, 768 and 1440 px', async ({ page }) => {
  test.setTimeout(120_000);
  await atEachWidth(
    page,
    async (shot, width) => {
      for (const [name, path] of publicPages) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await loadWholePage(page);
        // No page may be wider than the screen: nothing scrolls sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        await shot(`public-${name}`);
      }
    },
    [390, 768, 1440],
  );
});

test('an address that is no page answers 404 and shows the not-found page', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const pricing = await page.goto('/learn/pricing');
  expect(pricing?.status()).toBe(200);
});
