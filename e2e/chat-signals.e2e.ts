import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, logIn, unique } from './helpers.js';

// What two people see of each other while they chat: the other one typing, 'Seen' under the last
// message the other side has read, and a separator for each day instead of a date per message.

// Two browsers share a busy machine: live updates get more time than one page's.
const expect = baseExpect.configure({ timeout: 15_000 });

const log = (page: Page) => page.getByRole('log');
const input = (page: Page) => page.getByRole('textbox', { name: /^Message to/ });

test('typing shows on the other side, Seen follows the reader, and days are separated', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [partnerContext, editorContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
  ]);
  const [partner, editor] = await Promise.all([partnerContext.newPage(), editorContext.newPage()]);
  await logIn(partner, 'partner');
  await logIn(editor, 'editor');
  await partner.goto('/dashboard/chat?user=editor');
  await editor.goto('/dashboard/chat?user=partner');
  await expect(log(partner)).toBeVisible();
  await expect(log(editor)).toBeVisible();

  // Typing: the editor sees it while the Partner writes, and it goes when the message arrives.
  await input(partner).pressSequentially('Quick question about the', { delay: 40 });
  await expect(editor.getByText('Pat Partner is typing…')).toBeVisible();
  const text = `Can you cut the intro to 10 s? ${unique()}`;
  await input(partner).fill(text);
  await input(partner).press('Enter');
  await expect(log(editor).getByText(text)).toBeVisible();
  await expect(editor.getByText('Pat Partner is typing…')).toHaveCount(0);

  // Seen: the editor has the conversation open and in front, so it is read at once.
  await editor.bringToFront();
  await editor.evaluate(() => window.dispatchEvent(new Event('focus')));
  const mine = log(partner).getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByText('Seen')).toBeVisible();
  // Only the last message read carries it.
  await expect(log(partner).getByText('Seen', { exact: false })).toHaveCount(1);

  // The editor's typing goes the other way too.
  await input(editor).pressSequentially('Sure', { delay: 40 });
  await expect(partner.getByText('editor is typing…')).toBeVisible();

  // Days: a heading names today; the messages show their time of day only.
  await expect(log(partner).getByRole('heading', { name: 'Today', level: 3 })).toHaveCount(1);
  const time = mine.locator('time');
  await expect(time).toHaveText(/^\d{1,2}:\d{2}/);
  await expect(time).toHaveAttribute('title', /\d{4}/);
  await expectNoSeriousA11yViolations(partner, 'chat with typing, Seen and days');

  // @mentions in the team group: completed from the members, marked in the message.
  const contacts = (page: Page) => page.getByRole('navigation', { name: 'Contacts' });
  await contacts(partner)
    .getByRole('link', { name: /Pat Partner's Team/ })
    .click();
  await input(partner).pressSequentially('Thanks @ed', { delay: 40 });
  const options = partner.getByRole('listbox', { name: 'Mention someone' });
  await expect(options.getByRole('option', { name: /@editor$/ })).toBeVisible();
  await input(partner).press('Enter');
  await expect(input(partner)).toHaveValue('Thanks @editor ');
  const thanks = `for the cut ${unique()}`;
  await input(partner).pressSequentially(thanks);
  await input(partner).press('Enter');
  await contacts(editor)
    .getByRole('link', { name: /Pat Partner's Team/ })
    .click();
  const mention = log(editor).getByRole('listitem').filter({ hasText: thanks }).locator('mark');
  await expect(mention).toHaveText('@editor (you)');

  await Promise.all([partnerContext.close(), editorContext.close()]);
});
