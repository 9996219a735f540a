import { expect, test } from '@playwright/test';
import { atEachWidth, expectNoSeriousA11yViolations, logIn } from './helpers.js';

// Chat notification preferences (decision 023): browser notifications are asked for from
// Settings only, the e-mail digest is set there, and a conversation is muted from its top bar.

test('chat notifications are set in Settings and a conversation is muted in the chat', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'artist');
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Chat notifications' });
  await expect(
    section.getByRole('button', { name: 'Turn on browser notifications' }),
  ).toBeVisible();
  // Nothing asked on its own: the browser has not been asked yet.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  const digest = section.getByRole('checkbox', { name: 'E-mail me unread chat messages' });
  const quiet = section.getByRole('combobox', { name: 'After a quiet time of' });
  await expect(digest).toBeChecked();
  await expect(quiet).toHaveValue('60');
  await quiet.selectOption({ label: '3 hours' });
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'chat notification settings');
  await atEachWidth(page, async (shot) => {
    await section.scrollIntoViewIfNeeded();
    await shot('chat-notification-settings');
  });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'After a quiet time of' })).toHaveValue('180');

  await page.goto('/dashboard/chat?user=partner');
  const mute = page.getByRole('button', { name: 'Mute', exact: true });
  await mute.click();
  const muted = page.getByRole('button', { name: 'Muted', exact: true });
  await expect(muted).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(muted).toHaveAttribute('aria-pressed', 'true');
  await muted.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
});
