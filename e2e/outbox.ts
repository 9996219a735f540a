import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// quoted-printable: soft line breaks and =XX escapes, as nodemailer writes long text lines.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The verification link of the newest e-mail the server wrote to `to` in its outbox. */
export async function verificationLinkFor(dataDir: string, to: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = safeList(dir)
      .filter((f) => f.endsWith(`${to}.eml`))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const eml = decodeQuotedPrintable(readFileSync(path.join(dir, newest), 'utf8'));
      const link = eml.match(/https?:\/\/\S+?\?hash=[A-Za-z0-9_-]+/);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification e-mail to ${to} in ${dir}`);
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
