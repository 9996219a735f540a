import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../playwright.config.js';

/** Picks the option of `select` whose label starts with `prefix` (labels carry a status after it). */
export async function chooseOption(select: Locator, prefix: string) {
  const options = await select.locator('option').allTextContents();
  const label = options.find((text) => text.trim().startsWith(prefix));
  expect(label, `an option starting with '${prefix}' in ${options.join(' | ')}`).toBeTruthy();
  await select.selectOption({ label: label! });
}

/** The logged-in Partner orders a thumbnail called `title` from their artist, through the form. */
export async function placeThumbnailOrder(partner: Page, title: string) {
  await partner.goto('/dashboard/production/send');
  await partner.getByLabel('Video name').fill(title);
  await partner.getByRole('checkbox', { name: 'Thumbnail' }).check();
  await chooseOption(partner.getByLabel('Thumbnail artist'), 'artist');
  await partner.getByRole('button', { name: 'Place order' }).click();
  // Placing an order spends a credit and notifies in one go: slow on a loaded machine.
  await expect(partner.getByRole('heading', { name: 'Order Placed!' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Sets the due time of the order called `title` to `at`, in the server's database: the orders
 * clock stays where it is for the rest of the run.
 */
export function setOrderDue(title: string, at: Date) {
  const db = new Database(path.join(e2eDataDir(), 'crewcast.sqlite'));
  try {
    const moved = db
      .prepare(`update production_requests set due_at = ?, original_due_at = ? where title = ?`)
      .run(at.toISOString(), at.toISOString(), title);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}
