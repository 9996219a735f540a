import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.js';
import { passChannelStep } from './youtube.js';

// quoted-printable: soft line breaks and =XX escapes, as nodemailer writes long text lines.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The decoded text of every e-mail the server wrote to `to` in its outbox, oldest first. */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  return safeList(dir)
    .filter((f) => f.endsWith(`${to}.eml`))
    .sort()
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(dir, f), 'utf8')));
}

/** The verification link of the newest e-mail the server wrote to `to` in its outbox. */
export async function verificationLinkFor(dataDir: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const link = mailsTo(dataDir, to)
      .at(-1)
      ?.match(/https?:\/\/\S+?\?hash=[A-Za-z0-9_-]+/);
    if (link) return link[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification e-mail to ${to} in ${path.join(dataDir, 'outbox')}`);
}

/**
 * Opens the verification link mailed to `email` and authorizes the account; ends on /login. A
 * Partner is then sent to the channel check, which passes on the sandbox's consent page with the
 * account's e-mail and 120,000 subscribers (`channelStep: false` stops on that page instead).
 */
export async function authorizeFromOutbox(
  page: Page,
  email: string,
  options: { channelStep?: boolean } = {},
) {
  await page.goto(await verificationLinkFor(e2eDataDir(), email));
  await expect(page.getByRole('heading', { name: 'Authorize Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/login|\/join\/verify\/sandbox/);
  if (!/\/join\/verify\/sandbox/.test(page.url())) return;
  if (options.channelStep === false) return;
  await passChannelStep(page);
}
