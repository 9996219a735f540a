import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer, smtpMailer } from './mailer.js';

const message = {
  to: 'riley@example.com',
  subject: 'Verify your Crewcast account',
  text: 'Open http://localhost:3000/join/verify?hash=abc',
  html: '<p>Open</p>',
};

let server: SMTPServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('e-mail', () => {
  it('delivers over real SMTP when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Crewcast <no-reply@crewcast.example>');
    await mailer.send(message);
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@crewcast.example');
    expect(received[0]?.to).toEqual(['riley@example.com']);
    expect(received[0]?.data).toContain('Subject: Verify your Crewcast account');
    expect(received[0]?.data).toContain('join/verify?hash=abc');
  });

  it('writes an .eml file into the outbox when no SMTP is configured', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'crewcast-outbox-')), 'outbox');
    const mailer = outboxMailer(dir, 'Crewcast <no-reply@crewcast.example>');
    await mailer.send(message);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/riley@example\.com\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: riley@example.com');
    expect(eml).toContain('join/verify?hash=abc');
  });
});
