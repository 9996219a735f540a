import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import { loadOptionalPackage } from '../optional-package.js';

// nodemailer (about 2 MB of memory) is loaded when a transport is first needed: at start for
// SMTP, at the first message for the development outbox, which most runs never write to.
const loadNodemailer = () => loadOptionalPackage<typeof nodemailer>('nodemailer');

/** One e-mail to send. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender (a contact message is answered to its writer). */
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe on a digest. */
  headers?: Record<string, string>;
};

/** Sends e-mail: over SMTP in production, into an outbox folder in development and tests. */
export interface Mailer {
  /** Human-readable name of the transport, for the start-up log. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery through the SMTP server of `url`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = loadNodemailer().createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/** Writes each message as an .eml file in `dir`, so a developer can open it and click its link. */
export function outboxMailer(dir: string, from: string): Mailer {
  let transport: nodemailer.Transporter | undefined;
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      transport ??= loadNodemailer().createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${safeTo}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
    async close() {},
  };
}
