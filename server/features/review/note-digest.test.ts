import { describe, expect, it } from 'vitest';
import { orderRoutes } from '../../../common/api/orders.js';
import { callRoute } from '../../test/call-route.js';
import type { SystemNotice } from '../chat/system-messages.js';
import type { MailMessage } from '../../integrations/email/mailer.js';
import { noRealtime } from '../../realtime/realtime-hub.js';
import { useDeliveredEdit } from '../../test/review.js';
import { liveOrderNotifier } from '../orders/order-notifier-live.js';
import { digestList, firstWords, runNoteDigest } from './note-digest.js';

// Several notes within a few minutes make one message: the note digest collects an author's
// notes on a version from their first one for reviewLimits.digestMinutes (5) and sends them as
// one e-mail and one System message that count and list them.

const { t, cast, clock, delivery, addNote } = useDeliveredEdit(
  { title: 'Speedrun, "final" cut' },
  { fps: { num: 25, den: 1 } },
);

function digest() {
  const mails: MailMessage[] = [];
  const posts: SystemNotice[] = [];
  const notifier = liveOrderNotifier({
    db: t.db,
    mailer: { kind: 'smtp', send: async (m) => void mails.push(m), close: async () => {} },
    realtime: noRealtime,
    publicUrl: 'https://crewcast.example',
    log: { error: () => {} },
    chat: { post: async (n) => void posts.push(n) },
  });
  const run = () => runNoteDigest({ db: t.db, notifier, now: clock.now });
  return { mails, posts, run };
}
const minutes = (n: number) => clock.advanceHours(n / 60);
const noted = async () =>
  (
    await t.db
      .selectFrom('order_events')
      .select(['event', 'actor_id', 'detail'])
      .where('event', '=', 'reviewNoted')
      .orderBy('created_at')
      .execute()
  ).map((e) => ({ ...e, detail: JSON.parse(e.detail ?? '{}') as Record<string, unknown> }));

describe('the note digest', () => {
  it('sends three notes within the window as one message listing them, when it closes', async () => {
    const { mails, posts, run } = digest();
    expect(
      (await addNote(cast.partner, { frame: 100, body: 'One: the cut is late.' })).statusCode,
    ).toBe(200);
    minutes(2);
    await addNote(cast.partner, { frame: 250, body: 'Two.' });
    minutes(2);
    await addNote(cast.partner, {
      frame: 30,
      body: 'Three: the music should come in a beat earlier, right on the drop, please.',
    });
    // Nothing goes while the window is open.
    expect(await run()).toEqual({ sent: 0 });
    expect(mails).toEqual([]);
    minutes(1);
    expect(await run()).toEqual({ sent: 1 });
    expect(await run()).toEqual({ sent: 0 });

    const list = [
      '00:00:04:00 One: the cut is late.',
      '00:00:10:00 Two.',
      '00:00:01:05 Three: the music should come in a beat…',
    ].join('\n');
    expect(await noted()).toEqual([
      {
        event: 'reviewNoted',
        actor_id: cast.partner.uid,
        detail: { notes: 3, by: 'Pat Partner', list },
      },
    ]);
    // One e-mail, to the other side, and one System message per reader.
    expect(mails.map((m) => m.to)).toEqual([cast.editor.email]);
    expect(mails[0]?.subject).toBe('New review notes: Speedrun, "final" cut');
    expect(mails[0]?.text).toContain(`3 notes by Pat Partner.\n${list}\n`);
    expect(posts).toHaveLength(1);
    const toEditor = posts[0]?.readers.find((r) => r.uid === cast.editor.uid)?.body;
    expect(toEditor).toContain(`3 notes by Pat Partner.\n${list}`);
  });

  it('starts a new message for a note after the window', async () => {
    const { mails, run } = digest();
    await addNote(cast.partner, { frame: 10, body: 'First sitting.' });
    minutes(6);
    await addNote(cast.partner, { frame: 20, body: 'An afterthought.' });
    expect(await run()).toEqual({ sent: 1 });
    expect((await noted()).map((e) => e.detail.notes)).toEqual([1]);
    minutes(4);
    expect(await run()).toEqual({ sent: 0 });
    minutes(1);
    expect(await run()).toEqual({ sent: 1 });
    expect((await noted()).map((e) => e.detail.list)).toEqual([
      '00:00:00:10 First sitting.',
      '00:00:00:20 An afterthought.',
    ]);
    expect(mails).toHaveLength(2);
  });

  it('sends each author’s notes to the other side, in messages of their own', async () => {
    const { mails, run } = digest();
    await addNote(cast.partner, { frame: 10, body: 'From the Partner.' });
    await addNote(cast.editor, { frame: 20, body: 'From the editor.' });
    minutes(5);
    expect(await run()).toEqual({ sent: 2 });
    expect(mails.map((m) => m.to).sort()).toEqual([cast.editor.email, cast.partner.email].sort());
  });

  it('leaves out the notes a revision request already listed, which its own message carries', async () => {
    const { mails, run } = digest();
    await addNote(cast.partner, { frame: 100, body: 'The cut is late here.' });
    minutes(1);
    await addNote(cast.partner, { frame: 250, body: 'Louder music.' });
    const { status } = await callRoute(t, orderRoutes.requestRevision, cast.partner, {
      params: { fileId: delivery.fileId },
      body: { message: '' },
    });
    expect(status).toBe(200);
    // The revision's e-mail to the editor lists both notes.
    const revisionMail = t.sent.find((m) => m.subject.startsWith('Revision requested'));
    expect(revisionMail?.text).toContain(
      'With 2 review notes:\n00:00:04:00 The cut is late here.\n00:00:10:00 Louder music.',
    );
    // After the window no digest repeats them: the revision's message announced them.
    minutes(5);
    expect(await run()).toEqual({ sent: 0 });
    expect(await noted()).toEqual([]);
    expect(mails).toEqual([]);
    // A note made after the revision still gets its digest.
    await addNote(cast.editor, { frame: 30, body: 'Working on it.' });
    minutes(5);
    expect(await run()).toEqual({ sent: 1 });
    expect((await noted()).map((e) => e.detail.list)).toEqual(['00:00:01:05 Working on it.']);
  });

  it('sends one message when two instances run the job at once', async () => {
    const one = digest();
    const two = digest();
    for (const frame of [10, 20, 30]) await addNote(cast.partner, { frame, body: 'Again.' });
    minutes(5);
    const runs = await Promise.all([one.run(), two.run(), one.run(), two.run()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect([...one.mails, ...two.mails]).toHaveLength(1);
    expect([...one.posts, ...two.posts]).toHaveLength(1);
    expect((await noted()).map((e) => e.detail.notes)).toEqual([3]);
  });
});

describe('what a digest lists', () => {
  it('shows the first words of each note, and at most ten notes', () => {
    expect(firstWords('  Short\n note. ')).toBe('Short note.');
    expect(firstWords('one two three four five six seven eight nine')).toBe(
      'one two three four five six seven eight…',
    );
    expect(firstWords('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
    const notes = Array.from({ length: 12 }, (_, i) => ({ timecode: `00:00:0${i}:00`, body: 'N' }));
    const lines = digestList(notes).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)).toBe('…and 2 more.');
  });
});
