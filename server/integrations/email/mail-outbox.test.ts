import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { mailOutbox } from './mail-outbox.js';
import type { MailMessage, Mailer } from './mailer.js';

// The e-mail outbox on the test app's database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// written, sent once, tried again after a failure, given up, and never sent twice by two
// instances, including after one of them stopped with messages claimed.

const app = useTestApp({}, 'test');

const message = (to: string): MailMessage => ({
  to,
  subject: 'Hi',
  text: 'Hello',
  html: '<p>Hello</p>',
});

/** A transport that keeps what it sent, or fails while `failing` is set. */
function transport() {
  const sent: MailMessage[] = [];
  const t = {
    sent,
    failing: false,
    mailer: {
      kind: 'smtp',
      async send(m) {
        if (t.failing) throw new Error('SMTP refused');
        sent.push(m);
      },
      async close() {},
    } satisfies Mailer,
  };
  return t;
}

/** A clock the test moves. */
function clock() {
  let at = Date.parse('2026-12-07T10:00:00Z');
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

const log = { error: () => {}, warn: () => {} };
const rows = () => app().db.selectFrom('mail_outbox').selectAll().execute();

describe('the e-mail outbox', () => {
  it('keeps a written message until it is sent, then sends it once', async () => {
    const time = clock();
    const outbox = mailOutbox(app().db, time.now);
    const smtp = transport();
    await outbox.mailer.send(message('ada@example.com'));
    expect(smtp.sent).toEqual([]);
    expect(await rows()).toHaveLength(1);
    // A new process on the same database (a restart) sends what the old one wrote.
    const restarted = mailOutbox(app().db, time.now);
    expect(await restarted.deliver(smtp.mailer, log)).toBe(1);
    expect(smtp.sent).toEqual([message('ada@example.com')]);
    expect(await rows()).toEqual([]);
    expect(await restarted.deliver(smtp.mailer, log)).toBe(0);
  });

  it('tries a failed message again later, five times, then gives it up', async () => {
    const time = clock();
    const outbox = mailOutbox(app().db, time.now);
    const smtp = transport();
    await outbox.mailer.send(message('bo@example.com'));
    smtp.failing = true;
    expect(await outbox.deliver(smtp.mailer, log)).toBe(0);
    expect(await rows()).toMatchObject([
      { attempts: 1, last_error: 'SMTP refused', claimed_until: null },
    ]);
    // Not again before its time.
    smtp.failing = false;
    expect(await outbox.deliver(smtp.mailer, log)).toBe(0);
    time.advance(60_000);
    expect(await outbox.deliver(smtp.mailer, log)).toBe(1);
    expect(smtp.sent).toHaveLength(1);

    await outbox.mailer.send(message('cy@example.com'));
    smtp.failing = true;
    for (let i = 0; i < 6; i += 1) {
      await outbox.deliver(smtp.mailer, log);
      time.advance(7 * 3_600_000);
    }
    const [kept] = await rows();
    expect(kept).toMatchObject({ attempts: 6 });
    expect(kept?.given_up_at).not.toBeNull();
    smtp.failing = false;
    expect(await outbox.deliver(smtp.mailer, log)).toBe(0);
  });

  it('is sent once when two instances deliver at the same moment', async () => {
    const time = clock();
    const a = mailOutbox(app().db, time.now);
    const b = mailOutbox(app().db, time.now);
    const smtp = transport();
    for (let i = 0; i < 20; i += 1) await a.mailer.send(message(`user${i}@example.com`));
    const [fromA, fromB] = await Promise.all([
      a.deliver(smtp.mailer, log),
      b.deliver(smtp.mailer, log),
    ]);
    expect(fromA + fromB).toBe(20);
    expect(new Set(smtp.sent.map((m) => m.to)).size).toBe(20);
    expect(smtp.sent).toHaveLength(20);
  });

  it('leaves a message claimed by a stopped instance until its lease ran out', async () => {
    const time = clock();
    const outbox = mailOutbox(app().db, time.now);
    const smtp = transport();
    await outbox.mailer.send(message('dee@example.com'));
    await app()
      .db.updateTable('mail_outbox')
      .set({ claimed_until: new Date(time.now().getTime() + 120_000).toISOString() })
      .execute();
    expect(await outbox.deliver(smtp.mailer, log)).toBe(0);
    time.advance(120_001);
    expect(await outbox.deliver(smtp.mailer, log)).toBe(1);
  });
});
