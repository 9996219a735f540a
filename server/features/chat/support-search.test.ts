import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../../common/api/chat.js';
import { supportSearchRoutes as routes } from '../../../common/api/support-search.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { chatCast } from '../../test/chat.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { chatRepository } from './chat.repository.js';

// Finding Support threads again: search of the messages, tags, and an Admin told when another
// gives them a thread.

let t: TestApp;
let cast: Awaited<ReturnType<typeof chatCast>>;
let admin2: TestUser;

const app = useTestApp({}, 'test');
let clock = 0;
beforeEach(async () => {
  t = app();
  cast = await chatCast(t);
  admin2 = await createUser(t, { accountType: 'Admin', name: 'Bea Admin' });
  clock = Date.now() - 3_600_000;
});

/** Stores one message of a Support thread as the socket would, a minute after the last. */
async function say(from: TestUser, thread: TestUser, body: string) {
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
}

const search = (query: Record<string, unknown>, who: TestUser = cast.admin) =>
  callRoute(t, routes.search, who, { query: wrong(query) });

const tagsRows = () =>
  t.db.selectFrom('support_thread_tags').selectAll().orderBy('user_id').orderBy('tag').execute();

describe('searching Support threads', () => {
  it('finds threads by the text of any message, newest first, a page at a time', async () => {
    await say(cast.partner, cast.partner, 'My INVOICE for November is wrong');
    await say(cast.affiliate, cast.affiliate, 'Where is my payout?');
    await say(cast.admin, cast.affiliate, 'Your invoice is on the way.');
    await say(cast.editor, cast.editor, 'Hello');

    const first = await search({ q: 'invoice', limit: 1 });
    expect(first.status).toBe(200);
    expect(first.body.hits.map((h) => [h.name, h.match?.text])).toEqual([
      ['Alex Affiliate', 'Your invoice is on the way.'],
    ]);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await search({ q: 'invoice', limit: 1, cursor: first.body.nextCursor });
    expect(second.body.hits.map((h) => [h.name, h.state, h.match?.text])).toEqual([
      ['Pat Partner', 'open', 'My INVOICE for November is wrong'],
    ]);
    expect(second.body.nextCursor).toBeNull();
    // LIKE's own wildcards are matched as text.
    expect((await search({ q: '%%' })).body.hits).toEqual([]);
  });

  it('shows the part of a long message around the match', async () => {
    const long = `${'Intro words '.repeat(30)}the refund never came ${'and more '.repeat(30)}`;
    await say(cast.partner, cast.partner, long);
    const [hit] = (await search({ q: 'refund' })).body.hits;
    expect(hit!.match!.text).toContain('the refund never came');
    expect(hit!.match!.text.startsWith('…')).toBe(true);
    expect(hit!.match!.text.length).toBeLessThanOrEqual(142);
  });

  it('filters by tag, alone or with the text', async () => {
    await say(cast.partner, cast.partner, 'The app crashes on upload');
    await say(cast.affiliate, cast.affiliate, 'The payout crashes too');
    const tagged = await callRoute(t, routes.setTags, cast.admin, {
      body: { uid: cast.partner.uid, tags: ['bug', 'orders'] },
    });
    // Answered in the order the inbox offers the tags, whatever order they were given in.
    expect(tagged.body).toEqual({ uid: cast.partner.uid, tags: ['orders', 'bug'] });
    const bugs = (await search({ tag: 'bug' })).body.hits;
    expect(bugs.map((h) => [h.name, h.tags, h.match])).toEqual([
      ['Pat Partner', ['orders', 'bug'], null],
    ]);
    expect((await search({ tag: 'bug', q: 'crashes' })).body.hits.map((h) => h.name)).toEqual([
      'Pat Partner',
    ]);
    expect((await search({ q: 'crashes' })).body.hits).toHaveLength(2);
    expect((await search({ tag: 'billing' })).body.hits).toEqual([]);
  });

  it('answers Admins only, and refuses a search without text or tag', async () => {
    await say(cast.partner, cast.partner, 'Hello there');
    for (const who of [cast.partner, cast.editor, cast.affiliate]) {
      const res = await search({ q: 'hello' }, who);
      expect([res.status, res.code]).toEqual([403, 'forbidden']);
    }
    expect((await callRoute(t, routes.search, null, { query: { q: 'hello' } })).status).toBe(401);
    for (const query of [
      {},
      { q: '  ' },
      { q: 'h' },
      { q: 'x'.repeat(101) },
      { tag: 'urgent' },
      { q: 'hello', limit: 0 },
      { q: 'hello', limit: 51 },
      { q: 'hello', cursor: 'not a cursor' },
    ]) {
      const res = await search(query);
      expect([res.status, res.code], JSON.stringify(query)).toEqual([400, 'invalid_input']);
    }
  });
});

describe('tagging Support threads', () => {
  it('replaces the tags, keeps each once, and the audit log has before and after', async () => {
    await say(cast.partner, cast.partner, 'Charged twice');
    await callRoute(t, routes.setTags, cast.admin, {
      body: { uid: cast.partner.uid, tags: ['billing'] },
    });
    const res = await callRoute(t, routes.setTags, admin2, {
      body: { uid: cast.partner.uid, tags: ['billing', 'bug'] },
    });
    expect(res.body.tags).toEqual(['billing', 'bug']);
    const read = await callRoute(t, routes.tags, cast.admin, { query: { uid: cast.partner.uid } });
    expect(read.body).toEqual({ uid: cast.partner.uid, tags: ['billing', 'bug'] });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'after_json'])
      .where('action', '=', 'support.thread_tagged')
      .orderBy('at')
      .execute();
    expect(audit.at(-1)).toMatchObject({ actor_id: admin2.uid });
    expect(JSON.parse(audit.at(-1)!.after_json!)).toEqual({ tags: ['billing', 'bug'] });
  });

  it('shows each thread of the inbox with its tags, in the order the inbox offers them', async () => {
    await say(cast.partner, cast.partner, 'Charged twice');
    await say(cast.affiliate, cast.affiliate, 'Hello');
    await callRoute(t, routes.setTags, cast.admin, {
      body: { uid: cast.partner.uid, tags: ['bug', 'billing'] },
    });
    const inbox = await callRoute(t, chatRoutes.supportInbox, cast.admin);
    expect(inbox.body.threads.map((th) => [th.name, th.tags])).toEqual([
      ['Pat Partner', ['billing', 'bug']],
      ['Alex Affiliate', []],
    ]);
    // Changing the state answers the thread with its tags kept.
    const updated = await callRoute(t, chatRoutes.updateSupportThread, cast.admin, {
      body: { uid: cast.partner.uid, state: 'waiting' },
    });
    expect(updated.body.tags).toEqual(['billing', 'bug']);
  });

  it('refuses bad tags, strangers and threads that do not exist, changing nothing', async () => {
    await say(cast.partner, cast.partner, 'Hi');
    await callRoute(t, routes.setTags, cast.admin, {
      body: { uid: cast.partner.uid, tags: ['orders'] },
    });
    const before = await tagsRows();
    const cases: [TestUser, unknown, number, string][] = [
      [cast.partner, { uid: cast.partner.uid, tags: [] }, 403, 'forbidden'],
      [cast.admin, { uid: cast.partner.uid, tags: ['urgent'] }, 400, 'invalid_input'],
      [cast.admin, { uid: cast.partner.uid, tags: ['bug', 'bug'] }, 400, 'invalid_input'],
      [cast.admin, { uid: cast.partner.uid, tags: 'bug' }, 400, 'invalid_input'],
      [cast.admin, { uid: cast.partner.uid }, 400, 'form_incomplete'],
      [cast.admin, { uid: cast.otherPartner.uid, tags: ['bug'] }, 404, 'not_found'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await callRoute(t, routes.setTags, who, { body: wrong(body) });
      expect([res.status, res.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await tagsRows()).toEqual(before);
    const stranger = await callRoute(t, routes.tags, cast.editor, {
      query: { uid: cast.partner.uid },
    });
    expect([stranger.status, stranger.code]).toEqual([403, 'forbidden']);
  });
});

describe('assigning a thread', () => {
  const systemNotices = (who: TestUser) =>
    t.db
      .selectFrom('chat_messages')
      .select(['body', 'link'])
      .where('type', '=', 'System')
      .where('to_id', '=', who.uid)
      .execute();

  it('tells the Admin given the thread by another, with a link to it, and nobody else', async () => {
    await say(cast.partner, cast.partner, 'Help');
    await callRoute(t, chatRoutes.updateSupportThread, cast.admin, {
      body: { uid: cast.partner.uid, assignee: admin2.uid },
    });
    expect(await systemNotices(admin2)).toEqual([
      {
        body: 'Ada Admin assigned you the Support thread of Pat Partner.',
        link: `/dashboard/chat?user=${cast.partner.uid}&type=Support`,
      },
    ]);
    // A state change keeps the assignee and tells nobody again; taking a thread oneself is no news.
    await callRoute(t, chatRoutes.updateSupportThread, cast.admin, {
      body: { uid: cast.partner.uid, state: 'waiting' },
    });
    await callRoute(t, chatRoutes.updateSupportThread, cast.admin, {
      body: { uid: cast.partner.uid, assignee: cast.admin.uid },
    });
    expect(await systemNotices(admin2)).toHaveLength(1);
    expect(await systemNotices(cast.admin)).toEqual([]);
  });
});
