import { expect, test, type Page } from '@playwright/test';
import { atEachWidth, logIn, unique } from './helpers.js';
import { drawImage, recordClip } from './media.js';

// Files sent in chat (decision 023): the demo Partner sends a picture and a clip to their editor,
// who opens them; the artist, on the same team but not in that conversation, is refused.

const log = (page: Page) => page.getByRole('log');
const card = (page: Page, name: string) =>
  log(page).getByRole('figure', { name: `Attached file ${name}` });

/** The status of GET /api/drive/download/{id} with the page's own access token. */
const downloadStatus = (page: Page, id: string) =>
  page.evaluate(async (fileId) => {
    const token = localStorage.getItem('accessToken');
    const answer = await fetch(`/api/drive/download/${fileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.status;
  }, id);

/** Attaches a new upload through the paperclip (images by default, or a video). */
async function attachUpload(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  kind: 'Image' | 'Video',
) {
  await page.getByRole('button', { name: 'Attach a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach a file' });
  await dialog.getByRole('tab', { name: 'Upload new' }).click();
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByLabel(kind === 'Image' ? 'Choose images' : 'Choose videos').setInputFiles(file);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: `Remove the attachment ${file.name}` }),
  ).toBeVisible();
}

test('an attachment sent in chat opens for the recipient and is refused to a stranger', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [partnerContext, editorContext, artistContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  const [partner, editor, artist] = await Promise.all([
    partnerContext.newPage(),
    editorContext.newPage(),
    artistContext.newPage(),
  ]);
  const imageName = `cover-${unique()}.png`;
  const clipName = `intro-${unique()}.webm`;
  const [image, clip] = [await drawImage(browser, 'Cover v2'), await recordClip(browser)];

  await logIn(partner, 'partner');
  await partner.goto('/dashboard/chat?user=editor');
  await attachUpload(partner, { name: imageName, mimeType: 'image/png', buffer: image }, 'Image');
  const input = partner.getByRole('textbox', { name: /^Message to/ });
  await input.fill('Here is the new cover');
  await input.press('Enter');
  await expect(card(partner, imageName)).toBeVisible();
  // A file sent alone goes under its own name.
  await attachUpload(partner, { name: clipName, mimeType: 'video/webm', buffer: clip }, 'Video');
  await partner.getByRole('button', { name: 'Send' }).click();
  await expect(card(partner, clipName)).toBeVisible();

  await logIn(editor, 'editor');
  await editor.goto('/dashboard/chat?user=partner');
  const picture = card(editor, imageName).locator('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(log(editor).getByText('Here is the new cover')).toBeVisible();
  await card(editor, clipName)
    .getByRole('button', { name: `Preview ${clipName}` })
    .click();
  const preview = editor.getByRole('dialog', { name: `Preview: ${clipName}` });
  const video = preview.locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  await editor.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const src = (await picture.getAttribute('src')) ?? '';
  const fileId = src.match(/\/api\/drive\/download\/([a-f0-9]{32})/)?.[1] ?? '';
  expect(fileId).not.toBe('');
  expect(await downloadStatus(editor, fileId)).toBe(200);

  // The artist is on the same team, but not in the Partner's conversation with the editor.
  await logIn(artist, 'artist');
  expect(await downloadStatus(artist, fileId)).toBe(404);

  await atEachWidth(editor, async (shot) => {
    await expect(card(editor, imageName)).toBeVisible();
    // The picture's card in view, the clip's below it.
    await card(editor, imageName).scrollIntoViewIfNeeded();
    await shot('chat-attachments');
  });

  await Promise.all([partnerContext.close(), editorContext.close(), artistContext.close()]);
});
