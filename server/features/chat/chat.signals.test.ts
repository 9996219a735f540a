import { describe, expect, it } from 'vitest';
import { chatRoutes } from '../../../common/api/chat.js';
import type { ChatMessage, SeenNotice, TypingNotice } from '../../../common/realtime.js';
import { callRoute } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import {
  eventually,
  send,
  sentinel,
  storedCount,
  type ChatClient,
  useChatApp,
} from '../../test/chat.js';

const live = useChatApp();

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
      live.connect(live.cast.partner),
      live.connect(live.cast.editor),
      live.connect(live.cast.artist),
      live.connect(live.cast.otherEditor),
    ]);
    const [toPartner, toEditor, toArtist, toStranger] = [
      heard(partner, 'typing'),
      heard(editor, 'typing'),
      heard(artist, 'typing'),
      heard(otherEditor, 'typing'),
    ];
    const before = await storedCount(live.t);
    typing(partner, { type: 'Direct', to: live.cast.editor.uid });
    typing(partner, { type: 'Direct', to: live.cast.editor.uid });
    await eventually(() =>
      expect(toEditor).toEqual([
        {
          type: 'Direct',
          from: live.cast.partner.uid,
          fromName: 'Pat Partner',
          to: live.cast.editor.uid,
          thread: null,
        },
      ]),
    );
    typing(editor, { type: 'Group', to: live.cast.group });
    await eventually(() => expect(toArtist).toHaveLength(1));
    await eventually(() => expect(toPartner).toHaveLength(1));
    expect(toArtist[0]).toMatchObject({
      type: 'Group',
      to: live.cast.group,
      from: live.cast.editor.uid,
    });

    // Strangers, bad payloads and groups one is not in go nowhere.
    typing(partner, { type: 'Direct', to: live.cast.otherEditor.uid });
    typing(partner, { type: 'Group', to: live.cast.otherGroup });
    typing(partner, { type: 'System', to: 'system' });
    typing(partner, { to: live.cast.editor.uid });
    typing(partner, 'typing');
    typing(partner, { type: 'Direct', to: 'x'.repeat(65) });
    // The sentinel: the writer's next question is handled after those signals, and its answer
    // reaches the readers' sockets after anything those signals pushed.
    await sentinel(partner, live.cast.partner);
    await sentinel(otherEditor, live.cast.otherEditor);
    await sentinel(editor, live.cast.editor);
    expect(toStranger).toEqual([]);
    expect(toEditor).toHaveLength(1);
    expect(await storedCount(live.t)).toBe(before);

    // After the pause, the next signal goes again: keep typing until one is passed on.
    await eventually(() => {
      typing(partner, { type: 'Direct', to: live.cast.editor.uid });
      expect(toEditor).toHaveLength(2);
    }, 5000);
  });
});

describe('Seen and latest activity', () => {
  it('tells the writer how far the other side of a direct conversation has read', async () => {
    const partner = await live.connect(live.cast.partner);
    const seen = heard(partner, 'seen');
    await stored(partner, live.cast.editor.uid, 'First');
    const second = await stored(partner, live.cast.editor.uid, 'Second');
    const read = await callRoute(live.t, chatRoutes.read, live.cast.editor, {
      body: { type: 'Direct', user2: live.cast.partner.uid, seq: second.seq },
    });
    expect(read.status).toBe(200);
    await eventually(() => expect(seen).toEqual([{ by: live.cast.editor.uid, seq: second.seq }]));

    const state = await callRoute(live.t, chatRoutes.state, live.cast.partner, { query: {} });
    expect(state.body).toMatchObject({
      seen: { [`Direct:${live.cast.editor.uid}`]: second.seq },
      latest: { [`Direct:${live.cast.editor.uid}`]: second.seq },
    });
    // The reader's own mark is not 'seen' for them.
    const editorState = await callRoute(live.t, chatRoutes.state, live.cast.editor, { query: {} });
    expect(editorState.body).toMatchObject({ seen: {} });
  });

  it('sends no Seen for groups, and refuses a read mark of a conversation one is not in', async () => {
    const partner = await live.connect(live.cast.partner);
    const seen = heard(partner, 'seen');
    const ack = await send(partner, { type: 'Group', to: live.cast.group, body: 'Team news' });
    if (!ack.ok) throw new Error(ack.error.code);
    await callRoute(live.t, chatRoutes.read, live.cast.editor, {
      body: { type: 'Group', user2: live.cast.group, seq: ack.message.seq },
    });
    const stranger = await callRoute(live.t, chatRoutes.read, live.cast.otherEditor, {
      body: { type: 'Group', user2: live.cast.group, seq: ack.message.seq },
    });
    expect(stranger.status).toBe(404);
    await sentinel(partner, live.cast.partner);
    expect(seen).toEqual([]);
    const state = await callRoute(live.t, chatRoutes.state, live.cast.editor, { query: {} });
    expect(state.body).toMatchObject({ latest: { [`Group:${live.cast.group}`]: ack.message.seq } });
  });
});

describe('mentions in team groups', () => {
  it('count a group message as unread for an Admin it mentions by name, and no other', async () => {
    const olga = await createUser(live.t, {
      accountType: 'Admin',
      username: 'olga',
      name: 'Olga Ops',
    });
    const partner = await live.connect(live.cast.partner);
    const post = async (body: string) => {
      const ack = await send(partner, { type: 'Group', to: live.cast.group, body });
      if (!ack.ok) throw new Error(ack.error.code);
    };
    await post('Quiet chatter for the team');
    await post('Could @olga have a look?');
    await post('Mail olga@example.com, not a mention');
    const unread = async (who: typeof olga) =>
      (await callRoute(live.t, chatRoutes.state, who, { query: {} })).body as {
        unread: Record<string, number>;
      };
    expect((await unread(olga)).unread[`Group:${live.cast.group}`]).toBe(1);
    // Another Admin is not called by it; the team counts every message as before.
    expect((await unread(live.cast.admin)).unread[`Group:${live.cast.group}`]).toBeUndefined();
    expect((await unread(live.cast.editor)).unread[`Group:${live.cast.group}`]).toBe(3);
  });
});
