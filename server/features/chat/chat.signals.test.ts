import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes } from '../../../common/api/chat.js';
import type { ChatMessage, SeenNotice, TypingNotice } from '../../../common/realtime.js';
import { callRoute } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  chatCast,
  eventually,
  send,
  settle,
  socketPool,
  storedCount,
  urlOf,
  type ChatClient,
} from '../../test/chat.js';

let t: TestApp;
let url: string;
let cast: Awaited<ReturnType<typeof chatCast>>;
const pool = socketPool();

beforeEach(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app.server.address());
  cast = await chatCast(t);
});
afterEach(async () => {
  pool.closeAll();
  await t.close();
});

function heard<E extends 'typing' | 'seen'>(socket: ChatClient, event: E) {
  const got: (E extends 'typing' ? TypingNotice : SeenNotice)[] = [];
  (socket.on as (e: string, f: (p: never) => void) => void)(event, (p) => got.push(p));
  return got;
}

const typing = (socket: ChatClient, payload: unknown) =>
  (socket.emit as (e: string, p: unknown) => void)('typing', payload);

const stored = async (socket: ChatClient, to: string, body: string): Promise<ChatMessage> => {
  const ack = await send(socket, { type: 'Direct', to, body });
  if (!ack.ok) throw new Error(ack.error.code);
  return ack.message;
};

describe('typing signals', () => {
  it('reach the other readers of the conversation only, at most once a second, and are never stored', async () => {
    const [partner, editor, artist, otherEditor] = await Promise.all([
      pool.connect(url, cast.partner),
      pool.connect(url, cast.editor),
      pool.connect(url, cast.artist),
      pool.connect(url, cast.otherEditor),
    ]);
    const [toPartner, toEditor, toArtist, toStranger] = [
      heard(partner, 'typing'),
      heard(editor, 'typing'),
      heard(artist, 'typing'),
      heard(otherEditor, 'typing'),
    ];
    const before = await storedCount(t);
    typing(partner, { type: 'Direct', to: cast.editor.uid });
    typing(partner, { type: 'Direct', to: cast.editor.uid });
    await eventually(() =>
      expect(toEditor).toEqual([
        {
          type: 'Direct',
          from: cast.partner.uid,
          fromName: 'Pat Partner',
          to: cast.editor.uid,
          thread: null,
        },
      ]),
    );
    typing(editor, { type: 'Group', to: cast.group });
    await eventually(() => expect(toArtist).toHaveLength(1));
    await eventually(() => expect(toPartner).toHaveLength(1));
    expect(toArtist[0]).toMatchObject({ type: 'Group', to: cast.group, from: cast.editor.uid });

    // Strangers, bad payloads and groups one is not in go nowhere.
    typing(partner, { type: 'Direct', to: cast.otherEditor.uid });
    typing(partner, { type: 'Group', to: cast.otherGroup });
    typing(partner, { type: 'System', to: 'system' });
    typing(partner, { to: cast.editor.uid });
    typing(partner, 'typing');
    typing(partner, { type: 'Direct', to: 'x'.repeat(65) });
    await settle(300);
    expect(toStranger).toEqual([]);
    expect(toEditor).toHaveLength(1);
    expect(await storedCount(t)).toBe(before);

    // After the pause, the next signal goes again.
    await settle(1000);
    typing(partner, { type: 'Direct', to: cast.editor.uid });
    await eventually(() => expect(toEditor).toHaveLength(2));
  });
});

describe('Seen and latest activity', () => {
  it('tells the writer how far the other side of a direct conversation has read', async () => {
    const partner = await pool.connect(url, cast.partner);
    const seen = heard(partner, 'seen');
    await stored(partner, cast.editor.uid, 'First');
    const second = await stored(partner, cast.editor.uid, 'Second');
    const read = await callRoute(t, chatRoutes.read, cast.editor, {
      body: { type: 'Direct', user2: cast.partner.uid, seq: second.seq },
    });
    expect(read.status).toBe(200);
    await eventually(() => expect(seen).toEqual([{ by: cast.editor.uid, seq: second.seq }]));

    const state = await callRoute(t, chatRoutes.state, cast.partner, { query: {} });
    expect(state.body).toMatchObject({
      seen: { [`Direct:${cast.editor.uid}`]: second.seq },
      latest: { [`Direct:${cast.editor.uid}`]: second.seq },
    });
    // The reader's own mark is not 'seen' for them.
    const editorState = await callRoute(t, chatRoutes.state, cast.editor, { query: {} });
    expect(editorState.body).toMatchObject({ seen: {} });
  });

  it('sends no Seen for groups, and refuses a read mark of a conversation one is not in', async () => {
    const partner = await pool.connect(url, cast.partner);
    const seen = heard(partner, 'seen');
    const ack = await send(partner, { type: 'Group', to: cast.group, body: 'Team news' });
    if (!ack.ok) throw new Error(ack.error.code);
    await callRoute(t, chatRoutes.read, cast.editor, {
      body: { type: 'Group', user2: cast.group, seq: ack.message.seq },
    });
    const stranger = await callRoute(t, chatRoutes.read, cast.otherEditor, {
      body: { type: 'Group', user2: cast.group, seq: ack.message.seq },
    });
    expect(stranger.status).toBe(404);
    await settle(200);
    expect(seen).toEqual([]);
    const state = await callRoute(t, chatRoutes.state, cast.editor, { query: {} });
    expect(state.body).toMatchObject({ latest: { [`Group:${cast.group}`]: ack.message.seq } });
  });
});

describe('mentions in team groups', () => {
  it('count a group message as unread for an Admin it mentions by name, and no other', async () => {
    const olga = await createUser(t, { accountType: 'Admin', username: 'olga', name: 'Olga Ops' });
    const partner = await pool.connect(url, cast.partner);
    const post = async (body: string) => {
      const ack = await send(partner, { type: 'Group', to: cast.group, body });
      if (!ack.ok) throw new Error(ack.error.code);
    };
    await post('Quiet chatter for the team');
    await post('Could @olga have a look?');
    await post('Mail olga@example.com, not a mention');
    const unread = async (who: typeof olga) =>
      (await callRoute(t, chatRoutes.state, who, { query: {} })).body as {
        unread: Record<string, number>;
      };
    expect((await unread(olga)).unread[`Group:${cast.group}`]).toBe(1);
    // Another Admin is not called by it; the team counts every message as before.
    expect((await unread(cast.admin)).unread[`Group:${cast.group}`]).toBeUndefined();
    expect((await unread(cast.editor)).unread[`Group:${cast.group}`]).toBe(3);
  });
});
