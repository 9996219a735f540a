import { test as base, type Page } from '@playwright/test';
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
 * The test of the flows between people: `partner`, `editor` and `admin` are pages of separate
 * browser contexts, each already on its dashboard. A fixture is only set up
 * when a test names it.
 */
export const test = base.extend<People>({
  partner: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'partner');
    await use(page);
    await context.close();
  },
  editor: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'editor');
    await use(page);
    await context.close();
  },
  admin: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, 'admin');
    await use(page);
    await context.close();
  },
});

export { expect } from '@playwright/test';
