import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../../common/api/chat.js';
import { chatLimits } from '../../../common/limits.js';
import { callRoute } from '../../test/call-route.js';
import { chatCast } from '../../test/chat.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { chatRepository } from './chat.repository.js';

// The Admins' Support inbox: thread states, assignment, internal notes, and team groups that
// only count as unread for an Admin when they call the Admins.

let t: TestApp;
let cast: Awaited<ReturnType<typeof chatCast>>;
let admin2: TestUser;

const app = useTestApp({}, 'test');
beforeEach(async () => {
  t = app();
  cast = await chatCast(t);
  admin2 = await createUser(t, { accountType: 'Admin', name: 'Bea Admin' });
});

// Messages are stored in the last hour, a minute apart; state changes happen now.
let clock = 0;
beforeEach(() => {
  clock = Date.now() - 3_600_000;
});

/** Stores one message of a Support thread (or a group) as the socket would, a minute apart. */
async function say(from: TestUser, thread: TestUser, body = 'Hello?') {
  clock += 60_000;
  await chatRepository(t.db).insert({
    conversation: `s:${thread.uid}`,
    type: 'Support',
    author_id: from.uid,
    client_id: randomUUID(),
    from_id: from.uid,
    to_id: from.uid === thread.uid ? 'admin' : thread.uid,
    thread_id: thread.uid,
    body,
    alias: null,
    reference_file_id: null,
    link: null,
    emulated_by: null,
    created_at: new Date(clock).toISOString(),
  });
  return new Date(clock).toISOString();
}

const inbox = async (who: TestUser = cast.admin) => {
  const res = await callRoute(t, chatRoutes.supportInbox, who);
  expect(res.status).toBe(200);
  return res.body.threads;
};

describe('the Support inbox', () => {
  it('lists threads waiting longest first, and an answer stops the wait', async () => {
    const partnerAsked = await say(cast.partner, cast.partner, 'My order is late');
    const affiliateAsked = await say(cast.affiliate, cast.affiliate, 'Where is my payout?');
    await say(cast.editor, cast.editor, 'Hi');
    await say(cast.admin, cast.editor, 'Hello, how can we help?');
    await say(cast.partner, cast.partner, 'Any news?');

    const threads = await inbox();
    expect(threads.map((th) => [th.name, th.state, th.waitingSince])).toEqual([
      ['Pat Partner', 'open', partnerAsked],
      ['Alex Affiliate', 'open', affiliateAsked],
      ['Eddie Editor', 'open', null],
    ]);
    // Nobody but an Admin reads the inbox.
    for (const who of [cast.partner, cast.editor, cast.affiliate]) {
      const res = await callRoute(t, chatRoutes.supportInbox, who);
      expect([res.status, res.code]).toEqual([403, 'forbidden']);
    }
    expect((await callRoute(t, chatRoutes.supportInbox, null)).status).toBe(401);
  });

  it('assigns a thread to an Admin and sets it waiting, which every Admin sees; the customer reopens it', async () => {
    await say(cast.partner, cast.partner);
    const res = await callRoute(t, chatRoutes.updateSupportThread, cast.admin, {
      body: { uid: cast.partner.uid, assignee: admin2.uid, state: 'waiting' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'waiting',
      assignee: { uid: admin2.uid, name: 'Bea Admin' },
      waitingSince: null,
    });
    expect((await inbox(admin2))[0]).toMatchObject({
      uid: cast.partner.uid,
      state: 'waiting',
      assignee: { uid: admin2.uid },
    });
    // A state change alone keeps the assignee.
    const closed = await callRoute(t, chatRoutes.updateSupportThread, admin2, {
      body: { uid: cast.partner.uid, state: 'closed' },
    });
    expect(closed.body).toMatchObject({ state: 'closed', assignee: { uid: admin2.uid } });

    clock = Date.now();
    await say(cast.partner, cast.partner, 'One more thing');
    expect((await inbox())[0]).toMatchObject({ state: 'open', assignee: { uid: admin2.uid } });
  });

  it('refuses bad updates and changes nothing', async () => {
    await say(cast.partner, cast.partner);
    const before = await inbox();
    const cases: [TestUser, unknown, number, string][] = [
      [cast.partner, { uid: cast.partner.uid, state: 'closed' }, 403, 'forbidden'],
      [cast.editor, { uid: cast.partner.uid, assignee: cast.editor.uid }, 403, 'forbidden'],
      [
        cast.admin,
        { uid: cast.partner.uid, assignee: cast.editor.uid },
        400,
        'support_assignee_not_admin',
      ],
      [cast.admin, { uid: cast.partner.uid, state: 'solved' }, 400, 'invalid_input'],
      [cast.admin, { uid: cast.partner.uid }, 400, 'invalid_input'],
      [cast.admin, { uid: 'not-a-uuid', state: 'open' }, 400, 'invalid_input'],
      [cast.admin, { state: 'open' }, 400, 'form_incomplete'],
      // A user who never wrote to Support has no thread.
      [cast.admin, { uid: cast.otherPartner.uid, state: 'closed' }, 404, 'not_found'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: chatRoutes.updateSupportThread.path,
        headers: who.headers,
        payload: body as object,
      });
      expect([res.statusCode, res.json<{ error: { code: string } }>().error.code]).toEqual([
        status,
        code,
      ]);
    }
    expect(await inbox()).toEqual(before);
  });
});

describe('internal notes', () => {
  it('are read by every Admin and never reach the customer', async () => {
    await say(cast.partner, cast.partner, 'Please refund me');
    const note = 'Refunded twice already, check with finance <b>first</b>';
    const res = await callRoute(t, chatRoutes.addSupportNote, cast.admin, {
      body: { uid: cast.partner.uid, body: `  ${note}  ` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: cast.partner.uid, body: note });
    const notes = await callRoute(t, chatRoutes.supportNotes, admin2, {
      query: { uid: cast.partner.uid },
    });
    expect(notes.body).toEqual([
      expect.objectContaining({ body: note, author: { uid: cast.admin.uid, name: 'Ada Admin' } }),
    ]);

    // The customer's history, catch-up and chat state carry no note.
    const seen = [
      (
        await callRoute(t, chatRoutes.history, cast.partner, {
          query: { user2: 'admin', type: 'Support' },
        })
      ).raw.body,
      (await callRoute(t, chatRoutes.missed, cast.partner, { query: { after: 0 } })).raw.body,
      (await callRoute(t, chatRoutes.state, cast.partner)).raw.body,
    ];
    for (const body of seen) expect(body).not.toContain('finance');
    const own = await callRoute(t, chatRoutes.supportNotes, cast.partner, {
      query: { uid: cast.partner.uid },
    });
    expect([own.status, own.code]).toEqual([403, 'forbidden']);
  });

  it('refuses bad notes and stores nothing', async () => {
    await say(cast.partner, cast.partner);
    const cases: [TestUser, unknown, number, string][] = [
      [cast.partner, { uid: cast.partner.uid, body: 'I am an Admin' }, 403, 'forbidden'],
      [cast.admin, { uid: cast.partner.uid, body: '   ' }, 400, 'invalid_input'],
      [
        cast.admin,
        { uid: cast.partner.uid, body: 'x'.repeat(chatLimits.supportNoteMax + 1) },
        400,
        'invalid_input',
      ],
      [cast.admin, { uid: cast.partner.uid, body: 42 }, 400, 'invalid_input'],
      [cast.admin, { body: 'no thread' }, 400, 'form_incomplete'],
      [cast.admin, { uid: cast.otherPartner.uid, body: 'no thread' }, 404, 'not_found'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: chatRoutes.addSupportNote.path,
        headers: who.headers,
        payload: body as object,
      });
      expect([res.statusCode, res.json<{ error: { code: string } }>().error.code]).toEqual([
        status,
        code,
      ]);
    }
    const notes = await callRoute(t, chatRoutes.supportNotes, cast.admin, {
      query: { uid: cast.partner.uid },
    });
    expect(notes.body).toEqual([]);
  });
});

describe('team groups for Admins', () => {
  it('count as unread for an Admin only when a message calls the Admins', async () => {
    const repo = chatRepository(t.db);
    for (const body of ['Footage is up', 'Thanks!', '@admins can we get a second editor?'])
      await repo.insert({
        conversation: `g:${cast.group}`,
        type: 'Group',
        author_id: cast.partner.uid,
        client_id: randomUUID(),
        from_id: cast.partner.uid,
        to_id: cast.group,
        thread_id: null,
        body,
        alias: "Pat Partner's Team",
        reference_file_id: null,
        link: null,
        emulated_by: null,
        created_at: new Date((clock += 1000)).toISOString(),
      });
    const forAdmin = await callRoute(t, chatRoutes.state, cast.admin);
    expect(forAdmin.body.unread).toEqual({ [`Group:${cast.group}`]: 1 });
    // The team still counts every message.
    const forEditor = await callRoute(t, chatRoutes.state, cast.editor);
    expect(forEditor.body.unread).toEqual({ [`Group:${cast.group}`]: 3 });
  });
});
