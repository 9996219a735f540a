import { expect, type Page } from '@playwright/test';

/** The password of every demo account of the seed. */
export const demoPassword = 'demo-password';

/** Logs in through the login page and waits for the dashboard. */
export async function logIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard\/home/);
}

/** Logs out through the sidebar. */
export async function logOut(page: Page) {
  await page.goto('/dashboard/logout');
  await expect(page).toHaveURL(/\/$/);
}

/** A short random suffix for names that must not collide across runs. */
export const unique = () => Math.random().toString(36).slice(2, 8);
