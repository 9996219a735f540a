import { expect, test } from '@playwright/test';
import { logIn } from './helpers.js';

// The page's Content-Security-Policy forbids evaluating strings as script. Zod would probe for
// that with `new Function` when the first object schema is built unless it is configured first
// (web/app/zod-config.ts, which the web build serves as `zod`); the browser reports each refusal
// as a `securitypolicyviolation` event, which this test collects on every page it opens.
test('the login form and the dashboard pages build and check their schemas without a CSP violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/login');
  // An empty submit parses the form with its schema.
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByLabel('Username or Email')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations()).toEqual([]);

  await logIn(page, 'partner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  for (const path of ['/dashboard/production/receive', '/dashboard/chat', '/dashboard/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
