import { expect as baseExpect, test, type Page } from '@playwright/test';
import { atEachWidth, expectNoSidewaysScroll, logIn, unique } from './helpers.js';

// An Admin reads a Support thread on a phone: the pickers and the Support tools fold behind one
// control, the conversation gets the screen and the composer's placeholder is read whole. On a
// wide screen everything shows at once and there is no control.

const expect = baseExpect.configure({ timeout: 20_000 });

/** Whether the input's placeholder fits inside it, measured in the input's own font. */
const placeholderFits = (page: Page) =>
  page.getByRole('textbox', { name: /^Message to/ }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return text <= room;
  });

test('an Admin reads a Support thread at 390 px with the tools folded, and at 1440 px with them open', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const partner = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await logIn(partner, 'partner');
  await logIn(admin, 'admin');
  await partner.goto('/dashboard/chat?user=admin');
  const question = `Can you read me on a phone? ${unique()}`;
  const input = partner.getByRole('textbox', { name: /^Message to/ });
  await input.fill(question);
  await input.press('Enter');
  await expect(partner.getByRole('log').getByText(question)).toBeVisible();

  const toggle = admin.getByRole('button', { name: /support tools/i });
  const tools = admin.getByLabel('Support thread', { exact: true });
  const picker = admin.getByLabel('New message');
  await atEachWidth(admin, async (shot, width) => {
    await admin.goto('/dashboard/chat?user=partner&type=Support');
    await expect(admin.getByRole('log').getByText(question)).toBeVisible();
    await expect(admin.getByRole('textbox', { name: /^Message to/ })).toBeVisible();
    expect(await placeholderFits(admin), `the placeholder at ${width} px`).toBe(true);
    await expectNoSidewaysScroll(admin, `a Support thread at ${width} px`);
    if (width === 390) {
      await expect(tools).toBeHidden();
      await expect(picker).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // The messages get the screen: before, about one line of them showed under the tools.
      const log = await admin.getByRole('log').boundingBox();
      expect(log?.height ?? 0).toBeGreaterThan(900 * 0.4);
      await shot('support-phone-folded');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(tools.getByLabel('Assigned to')).toBeVisible();
      await expect(picker).toBeVisible();
      await shot('support-phone-open');
      await toggle.click();
      await expect(tools).toBeHidden();
    } else {
      await expect(toggle).toBeHidden();
      await expect(tools.getByLabel('Assigned to')).toBeVisible();
      await expect(picker).toBeVisible();
      await shot('support-wide');
    }
  });
  for (const page of [partner, admin]) await page.context().close();
});
