import { test as base, type Browser, type Page } from '@playwright/test';
import { logIn } from './helpers.js';

/** A browser of its own per person, so their sessions and live connections stay apart. */
type People = {
  /** The demo Partner ('Pat Partner'), logged in through the login page. */
  partner: Page;
  /** The demo editor ('editor', on the Partner's team), logged in through the login page. */
  editor: Page;
  /** The demo Admin ('admin'), logged in through the login page. */
  admin: Page;
};

/**
 * A page of a browser context of its own, logged in as `username`, with a time limit of its own:
 * logins (argon2id) on a loaded machine must not eat the time of the test that asked for them.
 */
function loggedIn(
  username: string,
): [
  (args: { browser: Browser }, use: (page: Page) => Promise<void>) => Promise<void>,
  { timeout: number },
] {
  return [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, username);
      await use(page);
      await context.close();
    },
    { timeout: 60_000 },
  ];
}

/**
 * The test of the flows between people: `partner`, `editor` and `admin` are pages of separate
 * browser contexts, each already on its dashboard. A fixture is only set up when a test names it.
 */
export const test = base.extend<People>({
  partner: loggedIn('partner'),
  editor: loggedIn('editor'),
  admin: loggedIn('admin'),
});

export { expect } from '@playwright/test';
