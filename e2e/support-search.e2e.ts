import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.js';
import { atEachWidth, expectNoSidewaysScroll, unique } from './helpers.js';

// An Admin finds a customer's Support thread again: by a word of any message (the result opens
// the thread at that message) and by its tags, which the thread's Support panel sets. At 390 px
// the search sits on the list and the tags fold with the other Support tools.

// Two people's browsers on a busy machine: live updates get more time than one page's.
const expect = baseExpect.configure({ timeout: 20_000 });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search support messages' });
const tagFilter = (page: Page) => page.getByRole('group', { name: 'Filter by tag' });
const supportList = (page: Page) =>
  page.getByRole('navigation', { name: 'Contacts' }).getByRole('region', { name: 'Support' });

test('an Admin finds a Support thread by a word of its messages and by its tags, at 390 and 1440 px', async ({
  partner,
  admin,
}) => {
  test.setTimeout(150_000);
  const word = `refund${unique()}`;
  const question = `I asked for a ${word} last week and heard nothing.`;
  const input = partner.getByRole('textbox', { name: /^Message to/ });
  await partner.goto('/dashboard/chat?user=admin');
  for (const body of [question, 'Also, my thumbnail looks blurry.']) {
    await input.fill(body);
    await input.press('Enter');
    await expect(partner.getByRole('log').getByText(body)).toBeVisible();
  }

  const thread = admin.getByLabel('Support thread', { exact: true });
  const tags = thread.getByRole('group', { name: 'Tags' });
  const toggle = admin.getByRole('button', { name: /support tools/i });
  await atEachWidth(admin, async (shot, width) => {
    await admin.goto('/dashboard/chat');
    await searchBox(admin).fill(word);
    const results = admin.getByRole('region', { name: `Messages with “${word}”` });
    const hit = results.getByRole('link', { name: /Pat Partner/ });
    await expect(hit.locator('mark')).toHaveText(word);
    await expectNoSidewaysScroll(admin, `the Support search at ${width} px`);
    await shot('c39a-support-search');

    // The result opens the thread at the message that matched, marked.
    await hit.click();
    await expect(admin).toHaveURL(/type=Support&at=/);
    const found = admin.getByRole('log').getByRole('listitem').filter({ hasText: word });
    await expect(found).toContainText('Found by your search');
    await expect(found).toBeInViewport();
    if (width === 390) {
      // The conversation keeps the screen: the tags fold away with the other Support tools.
      await expect(tags).toBeHidden();
      await shot('c39a-support-found-folded');
      await toggle.click();
    }
    await tags.getByText('Billing').click();
    await expect(tags.getByRole('checkbox', { name: 'Billing' })).toBeChecked();
    await expectNoSidewaysScroll(admin, `the tagged thread at ${width} px`);
    await shot('c39a-support-tagged');
    if (width === 390) await toggle.click();

    // The list entry shows the tag, and the tag filter keeps the thread.
    await admin.goto('/dashboard/chat');
    await tagFilter(admin).getByRole('button', { name: 'Billing' }).click();
    const entry = supportList(admin).getByRole('link', { name: /Pat Partner/ });
    await expect(entry).toContainText('Billing');
    await shot('c39a-support-tag-filter');

    // Untagged again, so the next width starts as this one did.
    await entry.click();
    if (width === 390) await toggle.click();
    await tags.getByText('Billing').click();
    await expect(tags.getByRole('checkbox', { name: 'Billing' })).not.toBeChecked();
  });
});
