import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatRoutes, contactKey } from '../../../common/api/chat.js';
import { callRoute } from '../../test/call-route.js';
import {
  chatCast,
  eventually,
  inbox,
  send,
  settle,
  socketPool,
  storedCount,
  urlOf,
} from '../../test/chat.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

// An Admin starts a direct conversation with anyone, whether or not they ever wrote; everyone
// else keeps to their contact list.

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

describe('starting a direct conversation', () => {
  it('an Admin writes first to any user, who reads it live, in history and as unread', async () => {
    const admin = await pool.connect(url, cast.admin);
    for (const person of [cast.otherEditor, cast.affiliate, cast.otherPartner]) {
      const socket = await pool.connect(url, person);
      const box = inbox(socket);
      const ack = await send(admin, { type: 'Direct', to: person.uid, body: 'Hello from us' });
      expect(ack, person.username).toMatchObject({ ok: true, message: { to: person.uid } });
      await eventually(() => expect(box).toHaveLength(1));

      const history = await callRoute(t, chatRoutes.history, person, {
        query: { user2: cast.admin.uid, type: 'Direct', start1: 0, start2: 0, length: 25 },
      });
      expect(history.body.map((m) => m.body)).toEqual(['Hello from us']);
      const state = await callRoute(t, chatRoutes.state, person, { query: {} });
      expect(state.body.unread[contactKey('Direct', cast.admin.uid)]).toBe(1);
    }
  });

  it('a non-Admin still writes only to their contacts, and nothing is stored', async () => {
    const before = await storedCount(t);
    const cases = [
      [cast.partner, cast.otherEditor],
      [cast.editor, cast.otherPartner],
      [cast.affiliate, cast.partner],
    ] as const;
    for (const [from, to] of cases) {
      const socket = await pool.connect(url, from);
      const ack = await send(socket, { type: 'Direct', to: to.uid, body: 'Hello' });
      expect(ack, `${from.username} to ${to.username}`).toMatchObject({
        ok: false,
        error: { code: 'not_a_contact' },
      });
    }
    await settle();
    expect(await storedCount(t)).toBe(before);
  });
});
