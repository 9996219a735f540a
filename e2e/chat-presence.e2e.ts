import { expect as baseExpect, test } from '@playwright/test';
import { atEachWidth, logIn } from './helpers.js';

// The chat's presence lines tell one story: a team group's count in the list is the count its
// header shows, and on a phone the composer's input gets the width.

const expect = baseExpect.configure({ timeout: 20_000 });

test('a group shows the same online count in the list and its header, and the phone composer is wide', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const editor = await (await browser.newContext()).newPage();
  const partner = await (await browser.newContext()).newPage();
  await logIn(editor, 'editor');
  await logIn(partner, 'partner');
  await editor.goto('/dashboard/chat');
  await atEachWidth(partner, async (shot, width) => {
    await partner.goto('/dashboard/chat');
    const group = partner.getByRole('link', { name: /Pat Partner's Team/ });
    await expect(group).toContainText('1 online');
    await shot('chat-presence-list');
    await group.click();
    const header = partner.locator('header').filter({ has: partner.locator('#chat-contact-name') });
    await expect(header.getByText('1 online')).toBeVisible();
    const input = partner.getByRole('textbox', { name: /^Message to/ });
    // The input takes the conversation's whole width (before: about 100 px at 390 px).
    const box = await input.boundingBox();
    const log = await partner.getByRole('log').boundingBox();
    // On a wide screen it shares its row with the paperclip, the count and Send.
    const share = width === 390 ? 0.85 : 0.6;
    expect(box?.width ?? 0, `the composer at ${width} px`).toBeGreaterThan(
      (log?.width ?? 0) * share,
    );
    await shot('chat-presence-group');
  });
});
