import type { MailMessage } from '../integrations/email/mailer.js';
import type { TestApp } from './test-app.js';

/**
 * The first e-mail to `to` the test app sent, once it is sent: mail written to the outbox leaves
 * through its job a moment after (integrations/email/mail-outbox.ts). Fails after 5 s.
 */
export async function mailTo(t: Pick<TestApp, 'sent'>, to: string): Promise<MailMessage> {
  const end = Date.now() + 5_000;
  for (;;) {
    const found = t.sent.find((m) => m.to === to);
    if (found) return found;
    if (Date.now() > end) throw new Error(`no e-mail to ${to} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
