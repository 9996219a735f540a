import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../common/realtime';
import { chatMessage } from '../../test/chat-message';
import type { ChatApi } from './chat-api';
import { unreadTotal } from './chat-state';
import { ChatStore } from './chat-store';

const me = '00000000-0000-4000-8000-000000000001';
const editor = '00000000-0000-4000-8000-000000000002';
const group = '00000000-0000-4000-8000-0000000000aa';

let seq = 0;
/** A stored message; direct from the editor to me unless told. */
function msg(over: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1;
  return chatMessage({
    id: `m${seq}`,
    clientId: `c${seq}`,
    seq,
    from: editor,
    fromName: 'Eddie',
    to: me,
    body: `message ${seq}`,
    ...over,
  });
}

function fakeApi(over: Partial<ChatApi> = {}) {
  return {
    state: vi.fn<ChatApi['state']>(
      over.state ??
        (async () => ({ lastSeq: seq, unread: {}, contacts: [], latest: {}, seen: {} })),
    ),
    missed: vi.fn<ChatApi['missed']>(over.missed ?? (async () => ({ messages: [], more: false }))),
    history: vi.fn<ChatApi['history']>(over.history ?? (async () => [])),
    read: vi.fn<ChatApi['read']>(over.read ?? (async () => ({ ok: true }))),
  };
}

async function readyStore(api: ChatApi, options: { emulated?: boolean; visible?: boolean } = {}) {
  const store = new ChatStore(
    { uid: me, isAdmin: false },
    { api, emulated: options.emulated ?? false, isVisible: () => options.visible ?? true },
  );
  store.setConnected(true);
  await store.sync();
  return store;
}

const direct = `Direct:${editor}`;

describe('the chat store', () => {
  it('holds each message once, whether it came live, in a page or from the catch-up', async () => {
    const a = msg();
    const b = msg();
    const api = fakeApi({
      history: async () => [a, b],
      missed: async () => ({ messages: [b], more: false }),
    });
    const store = await readyStore(api);
    store.apply(b);
    store.apply(b);
    await store.loadHistory({ type: 'Direct', id: editor, key: direct });
    expect(store.getSnapshot().conversations[direct]?.messages.map((m) => m.id)).toEqual([
      a.id,
      b.id,
    ]);
  });

  it('shows a sent message at once and swaps it for the stored one when the server answers', async () => {
    const store = await readyStore(fakeApi());
    const stored = msg({ from: me, to: editor, clientId: 'mine' });
    store.addPending(
      { ...stored, id: 'local:mine', seq: Number.MAX_SAFE_INTEGER, status: 'sending' },
      direct,
    );
    const incoming = msg();
    store.apply(incoming);
    // Still on its way: it stays last.
    expect(store.getSnapshot().conversations[direct]?.messages.map((m) => m.id)).toEqual([
      incoming.id,
      'local:mine',
    ]);
    store.apply(stored);
    const held = store.getSnapshot().conversations[direct]?.messages ?? [];
    expect(held.map((m) => [m.id, m.status])).toEqual([
      [stored.id, undefined],
      [incoming.id, undefined],
    ]);
    store.addPending(
      { ...msg({ from: me, to: editor, clientId: 'x' }), status: 'sending' },
      direct,
    );
    store.failPending(direct, 'x', 'Too fast');
    expect(store.getSnapshot().conversations[direct]?.messages.at(-1)).toMatchObject({
      status: 'failed',
      failure: 'Too fast',
    });
  });

  it('counts unread messages of other conversations, and clears them on select', async () => {
    const api = fakeApi({
      state: async () => ({
        lastSeq: seq,
        unread: { [direct]: 2 },
        contacts: [],
        latest: {},
        seen: {},
      }),
    });
    const store = await readyStore(api);
    store.setGroups(new Set([group]));
    store.apply(msg());
    store.apply(msg({ type: 'Group', to: group }));
    store.apply(msg({ type: 'Group', to: 'someone-elses-group' }));
    store.apply(msg({ from: me, to: editor }));
    // A direct message the server marks as already read (a notice of one's own action) is no news.
    store.apply({ ...msg(), seen: true });
    expect(store.getSnapshot().unread).toEqual({ [direct]: 3, [`Group:${group}`]: 1 });
    expect(unreadTotal(store.getSnapshot())).toBe(4);
    // A muted conversation counts nowhere but in its own entry.
    const [first, count] = Object.entries(store.getSnapshot().unread).find(([, n]) => n > 0)!;
    expect(unreadTotal(store.getSnapshot(), new Set([first]))).toBe(4 - count);

    store.select(direct);
    expect(store.getSnapshot().unread[direct]).toBe(0);
    expect(api.read).toHaveBeenCalledWith({ type: 'Direct', user2: editor, seq });
    // While it is open, what arrives there is read at once.
    const next = msg();
    store.apply(next);
    expect(store.getSnapshot().unread[direct]).toBe(0);
    expect(api.read).toHaveBeenLastCalledWith({ type: 'Direct', user2: editor, seq: next.seq });
  });

  it('reads a conversation opened before the counts loaded (a link straight to it)', async () => {
    const api = fakeApi({
      state: async () => ({
        lastSeq: seq,
        unread: { [direct]: 4 },
        contacts: [],
        latest: {},
        seen: {},
      }),
    });
    const store = new ChatStore({ uid: me, isAdmin: false }, { api, isVisible: () => true });
    store.select(direct);
    expect(api.read).not.toHaveBeenCalled();
    store.setConnected(true);
    await store.sync();
    expect(store.getSnapshot().unread[direct]).toBe(0);
    expect(api.read).toHaveBeenCalledWith({ type: 'Direct', user2: editor, seq });
  });

  it('reads what arrived while the window was in the background once the user is back', async () => {
    let looking = false;
    const api = fakeApi();
    const store = new ChatStore({ uid: me, isAdmin: false }, { api, isVisible: () => looking });
    store.setConnected(true);
    await store.sync();
    store.select(direct);
    store.apply(msg());
    store.apply(msg());
    expect(store.getSnapshot().unread[direct]).toBe(2);
    looking = true;
    store.seen();
    expect(store.getSnapshot().unread[direct]).toBe(0);
    expect(api.read).toHaveBeenLastCalledWith({ type: 'Direct', user2: editor, seq });
  });

  it('counts a team group message for an Admin only when it mentions the Admins', async () => {
    const store = new ChatStore(
      { uid: me, isAdmin: true },
      { api: fakeApi(), isVisible: () => true },
    );
    store.setConnected(true);
    await store.sync();
    store.apply(msg({ type: 'Group', to: group, body: 'Footage is up' }));
    expect(store.getSnapshot().unread[`Group:${group}`]).toBeUndefined();
    store.apply(msg({ type: 'Group', to: group, body: '@Admins we need a second editor' }));
    expect(store.getSnapshot().unread[`Group:${group}`]).toBe(1);
  });

  it('keeps counting while the tab is hidden, and an emulating Admin marks nothing read', async () => {
    const hidden = await readyStore(fakeApi(), { visible: false });
    hidden.select(direct);
    hidden.apply(msg());
    expect(hidden.getSnapshot().unread[direct]).toBe(1);

    const api = fakeApi();
    const emulated = await readyStore(api, { emulated: true });
    emulated.apply(msg());
    emulated.select(direct);
    expect(emulated.getSnapshot().unread[direct]).toBe(0);
    expect(api.read).not.toHaveBeenCalled();
    expect(api.state).toHaveBeenCalledWith(me);
  });

  it('catches up from the last message held before the connection dropped', async () => {
    const api = fakeApi();
    const store = await readyStore(api);
    const held = msg();
    store.apply(held);
    store.setConnected(false);
    const missed = [msg(), msg(), msg()];
    // Right after the reconnect a newer message arrives live, before the catch-up answers.
    store.setConnected(true);
    const live = msg();
    store.apply(live);
    api.missed.mockImplementation(async (after) => ({
      messages: [...missed, live].filter((m) => m.seq > after),
      more: false,
    }));
    await store.sync();
    expect(api.missed).toHaveBeenLastCalledWith(held.seq, undefined);
    expect(store.getSnapshot().conversations[direct]?.messages.map((m) => m.id)).toEqual(
      [held, ...missed, live].map((m) => m.id),
    );
    expect(store.getSnapshot().unread[direct]).toBe(5);
    // Back in step, the next catch-up starts after the newest.
    store.apply(msg());
    await store.sync();
    expect(api.missed).toHaveBeenLastCalledWith(seq, undefined);
  });

  it('pages history by the counts held from each side, and a group by its total twice', async () => {
    const page = Array.from({ length: 25 }, (_, i) => msg({ from: i % 5 === 0 ? me : editor }));
    const api = fakeApi({ history: async () => page });
    const store = await readyStore(api);
    const ref = { type: 'Direct' as const, id: editor, key: direct };
    await store.loadHistory(ref);
    expect(api.history).toHaveBeenLastCalledWith({
      user2: editor,
      type: 'Direct',
      start1: 0,
      start2: 0,
      length: 25,
    });
    expect(store.getSnapshot().conversations[direct]?.hasMore).toBe(true);
    api.history.mockResolvedValueOnce([]);
    await store.loadHistory(ref, true);
    expect(api.history).toHaveBeenLastCalledWith(
      expect.objectContaining({ start1: 5, start2: 20 }),
    );
    expect(store.getSnapshot().conversations[direct]?.hasMore).toBe(false);

    const groupKey = `Group:${group}`;
    api.history.mockResolvedValueOnce(
      page.map((m) => ({ ...m, type: 'Group' as const, to: group })),
    );
    store.setGroups(new Set([group]));
    await store.loadHistory({ type: 'Group', id: group, key: groupKey });
    api.history.mockResolvedValueOnce([]);
    await store.loadHistory({ type: 'Group', id: group, key: groupKey }, true);
    expect(api.history).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'Group', start1: 25, start2: 25 }),
    );
  });

  it('merges presence by the newest update and takes the online list of onLogin', async () => {
    const store = await readyStore(fakeApi());
    store.setOnline([editor]);
    expect(store.getSnapshot().online[editor]?.online).toBe(1);
    store.presence({ name: 'eddie', uid: editor, online: 0, at: '2026-12-01T10:00:02.000Z' });
    store.presence({ name: 'eddie', uid: editor, online: 1, at: '2026-12-01T10:00:01.000Z' });
    expect(store.getSnapshot().online[editor]?.online).toBe(0);
    store.setOnline([]);
    expect(store.getSnapshot().online[editor]?.online).toBe(0);
  });

  it('adds a writer from outside the contact list as a contact', async () => {
    const store = await readyStore(fakeApi());
    store.apply(msg({ fromName: 'Stranger', fromType: 'Admin' }));
    expect(store.getSnapshot().extraContacts).toEqual([
      expect.objectContaining({ key: direct, name: 'Stranger', accountType: 'Admin' }),
    ]);
  });
});
