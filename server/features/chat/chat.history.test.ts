import { randomUUID } from 'node:crypto';
import { callRoute, wrong, type RouteInput } from '../../test/call-route.js';
import { chatRoutes } from '../../../common/api/chat.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../common/realtime.js';
import type { TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { chatCast, storedCount } from '../../test/chat.js';
import { chatRepository, type NewMessage } from './chat.repository.js';

let cast: Awaited<ReturnType<typeof chatCast>>;

const app = useTestApp({}, 'test');
beforeEach(async () => {
  cast = await chatCast(app());
});

const history = (who: TestUser | null, query: RouteInput<typeof chatRoutes.history>['query']) =>
  callRoute(app(), chatRoutes.history, who, { query }).then((r) => r.raw);
const missed = (query: RouteInput<typeof chatRoutes.missed>['query']) =>
  callRoute(app(), chatRoutes.missed, cast.partner, { query }).then((r) => r.raw);
const chatState = (who: TestUser, query: RouteInput<typeof chatRoutes.state>['query'] = {}) =>
  callRoute(app(), chatRoutes.state, who, { query }).then((r) => r.raw);

let clock = Date.parse('2026-12-01T10:00:00.000Z');

/** Stores messages straight through the repository (no rate limit), oldest first. */
async function store(
  count: number,
  make: (
    i: number,
  ) => Pick<NewMessage, 'type' | 'from_id' | 'to_id' | 'conversation'> & Partial<NewMessage>,
) {
  const repo = chatRepository(app().db);
  for (let i = 0; i < count; i += 1) {
    const m = make(i);
    clock += 1000;
    await repo.insert({
      author_id: m.from_id ?? 'system',
      client_id: randomUUID(),
      thread_id: null,
      body: `message ${i}`,
      alias: null,
      reference_file_id: null,
      link: null,
      emulated_by: null,
      created_at: new Date(clock).toISOString(),
      ...m,
    });
  }
}

const direct = (a: TestUser, b: TestUser) =>
  a.uid < b.uid ? `d:${a.uid}:${b.uid}` : `d:${b.uid}:${a.uid}`;

/** The counts of a page from each side, as the client sends them for the next page. */
const sides = (page: ChatMessage[], me: TestUser) => {
  const mine = page.filter((m) => m.from === me.uid).length;
  return { start1: mine, start2: page.length - mine };
};

describe('GET /api/comm/messages', () => {
  it('pages a direct conversation 25 at a time, newest first, with the counts of each side', async () => {
    // 30 messages: every third from the editor.
    await store(30, (i) => {
      const [from, to] = i % 3 === 0 ? [cast.editor, cast.partner] : [cast.partner, cast.editor];
      return {
        type: 'Direct',
        from_id: from.uid,
        to_id: to.uid,
        conversation: direct(cast.partner, cast.editor),
      };
    });
    const first = await history(cast.partner, { user2: cast.editor.uid, type: 'Direct' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ChatMessage[]>();
    expect(page1.map((m) => m.body)).toEqual(
      Array.from({ length: 25 }, (_, i) => `message ${i + 5}`),
    );
    const { start1, start2 } = sides(page1, cast.partner);
    expect(start1 + start2).toBe(25);
    const second = await history(cast.partner, {
      user2: cast.editor.uid,
      type: 'Direct',
      start1,
      start2,
      length: 25,
    });
    expect(second.json<ChatMessage[]>().map((m) => m.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `message ${i}`),
    );
    const third = await history(cast.partner, {
      user2: cast.editor.uid,
      type: 'Direct',
      start1: start1 + 4,
      start2: start2 + 1,
    });
    expect(third.json()).toEqual([]);
    // The editor reads the same conversation from their side.
    const editorView = await history(cast.editor, { user2: cast.partner.uid });
    expect(editorView.json<ChatMessage[]>()).toEqual(page1);
  });

  it('pages a group with its total count sent twice', async () => {
    await store(30, (i) => ({
      type: 'Group',
      from_id: [cast.partner, cast.editor, cast.artist][i % 3]!.uid,
      to_id: cast.group,
      alias: "Pat Partner's Team",
      conversation: `g:${cast.group}`,
    }));
    const page = (who: TestUser, start: number) =>
      history(who, { user2: cast.group, type: 'Group', start1: start, start2: start });
    const page1 = (await page(cast.artist, 0)).json<ChatMessage[]>();
    expect(page1).toHaveLength(25);
    expect(page1[0]?.alias).toBe("Pat Partner's Team");
    const page2 = (await page(cast.admin, 25)).json<ChatMessage[]>();
    expect(page2.map((m) => m.body)).toEqual(Array.from({ length: 5 }, (_, i) => `message ${i}`));
  });

  it('lets an Admin read a client’s conversations, and nobody else anyone else’s', async () => {
    await store(2, () => ({
      type: 'Direct',
      from_id: cast.partner.uid,
      to_id: cast.editor.uid,
      conversation: direct(cast.partner, cast.editor),
    }));
    const asClient = await history(cast.admin, { user2: cast.editor.uid, uid: cast.partner.uid });
    expect(asClient.statusCode).toBe(200);
    expect(asClient.json()).toHaveLength(2);
    // Bad values are sent as they are: the contract refuses them, the server must too.
    const refused: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { user2: cast.editor.uid }, 401, 'unauthorized'],
      [cast.artist, { user2: cast.editor.uid, uid: cast.partner.uid }, 403, 'forbidden'],
      // Admins emulate clients only, not staff.
      [cast.admin, { user2: cast.partner.uid, uid: cast.editor.uid }, 403, 'forbidden'],
      [cast.admin, { user2: cast.partner.uid, uid: randomUUID() }, 404, 'not_found'],
      // A group one is not in, and ids that name nobody.
      [cast.otherPartner, { user2: cast.group, type: 'Group' }, 404, 'not_found'],
      [cast.partner, { user2: randomUUID(), type: 'Group' }, 404, 'not_found'],
      [cast.partner, { user2: randomUUID() }, 404, 'not_found'],
      [cast.partner, { user2: 'nobody' }, 404, 'not_found'],
      [cast.editor, { user2: cast.partner.uid, type: 'Support' }, 404, 'not_found'],
      [cast.partner, { user2: cast.editor.uid, type: 'System' }, 404, 'not_found'],
      // Bad input: missing, wrong type, out of range, over-long.
      [cast.partner, {}, 400, 'form_incomplete'],
      [cast.partner, { user2: cast.editor.uid, type: 'Chat' }, 400, 'invalid_input'],
      [cast.partner, { user2: cast.editor.uid, length: 101 }, 400, 'invalid_input'],
      [cast.partner, { user2: cast.editor.uid, length: 0 }, 400, 'invalid_input'],
      [cast.partner, { user2: cast.editor.uid, length: 'ten' }, 400, 'invalid_input'],
      [cast.partner, { user2: cast.editor.uid, start1: -1 }, 400, 'invalid_input'],
      [cast.partner, { user2: cast.editor.uid, start2: 1.5 }, 400, 'invalid_input'],
      [cast.partner, { user2: 'x'.repeat(65) }, 400, 'invalid_input'],
      [cast.partner, { user2: cast.editor.uid, uid: 'nope' }, 400, 'invalid_input'],
    ];
    for (const [who, query, status, code] of refused) {
      const res = await history(who, wrong(query));
      expect(res.statusCode, JSON.stringify(query)).toBe(status);
      expect(res.json().error.code, JSON.stringify(query)).toBe(code);
    }
    expect(await storedCount(app())).toBe(2);
  });
});

describe('catch-up, unread counts and read marks', () => {
  it('answers missed messages in pages of 500 with `more`', async () => {
    await store(501, () => ({
      type: 'Direct',
      from_id: cast.editor.uid,
      to_id: cast.partner.uid,
      conversation: direct(cast.partner, cast.editor),
    }));
    const first = (await missed({ after: 0 })).json<{
      messages: ChatMessage[];
      more: boolean;
    }>();
    expect(first.messages).toHaveLength(500);
    expect(first.more).toBe(true);
    const last = first.messages.at(-1)!.seq;
    const rest = (await missed({ after: last })).json();
    expect(rest).toMatchObject({ more: false, messages: [{ body: 'message 500' }] });
    for (const query of [{}, { after: -1 }, { after: 'x' }, { after: 1, uid: cast.editor.uid }]) {
      const res = await missed(wrong(query));
      expect(res.statusCode, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
    }
  });

  it('counts unread messages per contact until they are marked read', async () => {
    await store(3, () => ({
      type: 'Direct',
      from_id: cast.editor.uid,
      to_id: cast.partner.uid,
      conversation: direct(cast.partner, cast.editor),
    }));
    await store(2, () => ({
      type: 'Group',
      from_id: cast.artist.uid,
      to_id: cast.group,
      conversation: `g:${cast.group}`,
    }));
    await store(1, () => ({
      type: 'Support',
      from_id: cast.admin.uid,
      to_id: cast.partner.uid,
      thread_id: cast.partner.uid,
      conversation: `s:${cast.partner.uid}`,
    }));
    await store(1, () => ({
      type: 'System',
      from_id: null,
      author_id: 'system',
      to_id: cast.partner.uid,
      thread_id: cast.partner.uid,
      conversation: `y:${cast.partner.uid}`,
    }));
    // The partner's own message is never unread to them; others' conversations are not theirs.
    await store(1, () => ({
      type: 'Direct',
      from_id: cast.partner.uid,
      to_id: cast.editor.uid,
      conversation: direct(cast.partner, cast.editor),
    }));
    await store(1, () => ({
      type: 'Direct',
      from_id: cast.otherEditor.uid,
      to_id: cast.otherPartner.uid,
      conversation: direct(cast.otherPartner, cast.otherEditor),
    }));
    const state = await chatState(cast.partner);
    expect(state.statusCode).toBe(200);
    const body = state.json<{ lastSeq: number; unread: Record<string, number> }>();
    expect(body.unread).toEqual({
      [`Direct:${cast.editor.uid}`]: 3,
      [`Group:${cast.group}`]: 2,
      'Support:admin': 1,
      'System:system': 1,
    });
    expect(body.lastSeq).toBe(9);

    const page = (await history(cast.partner, { user2: cast.editor.uid })).json<ChatMessage[]>();
    const read = await callRoute(app(), chatRoutes.read, cast.partner, {
      body: { type: 'Direct', user2: cast.editor.uid, seq: page[1]!.seq },
    });
    expect(read.body).toEqual({ ok: true });
    const after = (await chatState(cast.partner)).json<{
      unread: Record<string, number>;
    }>();
    expect(after.unread[`Direct:${cast.editor.uid}`]).toBe(1);
    // A read mark never moves back.
    await callRoute(app(), chatRoutes.read, cast.partner, {
      body: { type: 'Direct', user2: cast.editor.uid, seq: 0 },
    });
    expect(
      (await chatState(cast.partner)).json<{ unread: Record<string, number> }>().unread[
        `Direct:${cast.editor.uid}`
      ],
    ).toBe(1);

    // Refused marks change nothing.
    for (const [who, payload, status] of [
      [cast.otherPartner, { type: 'Group', user2: cast.group, seq: 100 }, 404],
      [cast.partner, { type: 'Direct', user2: cast.editor.uid, seq: -1 }, 400],
      [cast.partner, { type: 'Direct', user2: cast.editor.uid, seq: 'all' }, 400],
      [cast.partner, { type: 'Direct', seq: 5 }, 400],
    ] as const) {
      const res = await callRoute(app(), chatRoutes.read, who, { body: wrong(payload) });
      expect(res.status, JSON.stringify(payload)).toBe(status);
    }
    expect(await app().db.selectFrom('chat_reads').selectAll().execute()).toHaveLength(1);
  });

  it('lists an Admin’s support threads and direct writers that are not contacts', async () => {
    await store(1, () => ({
      type: 'Support',
      from_id: cast.partner.uid,
      to_id: 'admin',
      thread_id: cast.partner.uid,
      conversation: `s:${cast.partner.uid}`,
    }));
    await store(1, () => ({
      type: 'Direct',
      from_id: cast.affiliate.uid,
      to_id: cast.admin.uid,
      conversation: direct(cast.affiliate, cast.admin),
    }));
    const state = (await chatState(cast.admin)).json<{
      contacts: unknown[];
      unread: Record<string, number>;
    }>();
    expect(state.contacts).toEqual([
      expect.objectContaining({
        key: `Support:${cast.partner.uid}`,
        type: 'Support',
        name: 'Pat Partner',
        accountType: 'Partner',
      }),
      expect.objectContaining({
        key: `Direct:${cast.affiliate.uid}`,
        type: 'Direct',
        name: 'Alex Affiliate',
      }),
    ]);
    expect(state.unread).toEqual({
      [`Support:${cast.partner.uid}`]: 1,
      [`Direct:${cast.affiliate.uid}`]: 1,
    });
    // As the emulated client: the client's own view.
    const asClient = (await chatState(cast.admin, { uid: cast.partner.uid })).json<{
      unread: Record<string, number>;
    }>();
    expect(asClient.unread).toEqual({});
    expect((await chatState(cast.editor, { uid: cast.partner.uid })).statusCode).toBe(403);
  });
});
