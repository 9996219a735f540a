import { describe, expect, it } from 'vitest';
import { chatRoutes, contactKey } from '../../../common/api/chat.js';
import { callRoute } from '../../test/call-route.js';
import { eventually, inbox, send, storedCount, useChatApp } from '../../test/chat.js';

// An Admin starts a direct conversation with anyone, whether or not they ever wrote; everyone
// else keeps to their contact list.

const live = useChatApp();

describe('starting a direct conversation', () => {
  it('an Admin writes first to any user, who reads it live, in history and as unread', async () => {
    const admin = await live.connect(live.cast.admin);
    for (const person of [live.cast.otherEditor, live.cast.affiliate, live.cast.otherPartner]) {
      const socket = await live.connect(person);
      const box = inbox(socket);
      const ack = await send(admin, { type: 'Direct', to: person.uid, body: 'Hello from us' });
      expect(ack, person.username).toMatchObject({ ok: true, message: { to: person.uid } });
      await eventually(() => expect(box).toHaveLength(1));

      const history = await callRoute(live.t, chatRoutes.history, person, {
        query: { user2: live.cast.admin.uid, type: 'Direct', start1: 0, start2: 0, length: 25 },
      });
      expect(history.body.map((m) => m.body)).toEqual(['Hello from us']);
      const state = await callRoute(live.t, chatRoutes.state, person, { query: {} });
      expect(state.body.unread[contactKey('Direct', live.cast.admin.uid)]).toBe(1);
    }
  });

  it('a non-Admin still writes only to their contacts, and nothing is stored', async () => {
    const before = await storedCount(live.t);
    const cases = [
      [live.cast.partner, live.cast.otherEditor],
      [live.cast.editor, live.cast.otherPartner],
      [live.cast.affiliate, live.cast.partner],
    ] as const;
    for (const [from, to] of cases) {
      const socket = await live.connect(from);
      const ack = await send(socket, { type: 'Direct', to: to.uid, body: 'Hello' });
      expect(ack, `${from.username} to ${to.username}`).toMatchObject({
        ok: false,
        error: { code: 'not_a_contact' },
      });
    }
    // Each refusal was answered after the server had decided: nothing is left to be stored.
    expect(await storedCount(live.t)).toBe(before);
  });
});
