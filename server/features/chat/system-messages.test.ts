import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.js';
import { orderRoutes } from '../../../common/api/orders.js';
import { chatRoutes } from '../../../common/api/chat.js';
import { noRealtime } from '../../realtime/realtime-hub.js';
import { insertOrder } from '../../test/orders.js';
import { liveOrderNotifier } from '../orders/order-notifier-live.js';
import { chatRepository } from './chat.repository.js';
import { chatService } from './chat.service.js';
import { eventually, inbox, storedCount, useChatApp } from '../../test/chat.js';
import { systemClock } from '../../clock.js';

const live = useChatApp();

describe('System messages of order events', () => {
  it('posts each order event to the Partner’s and the staff member’s System chat with a link', async () => {
    const order = await insertOrder(
      live.t,
      { client: live.cast.partner, staff: live.cast.editor },
      { createdAt: new Date().toISOString() },
    );
    const partnerSocket = await live.connect(live.cast.partner);
    const received = inbox(partnerSocket);
    const res = await callRoute(live.t, orderRoutes.requestExtension, live.cast.editor, {
      body: { requestId: order.id, extension: 2, reason: 'Long video' },
    });
    expect(res.status).toBe(200);

    const link = `/dashboard/production/receive?active=${order.id}`;
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      type: 'System',
      from: null,
      fromName: 'System',
      fromType: 'System',
      to: live.cast.partner.uid,
      thread: live.cast.partner.uid,
      link,
    });
    expect(received[0]?.body).toContain('More time requested: "');
    expect(received[0]?.body).toContain('asks for 2 more days');

    for (const who of [live.cast.partner, live.cast.editor]) {
      const history = await callRoute(live.t, chatRoutes.history, who, {
        query: { user2: 'system', type: 'System' },
      });
      expect(history.body).toEqual([
        expect.objectContaining({ type: 'System', thread: who.uid, link }),
      ]);
    }
    // Nobody else's System chat, and nobody can write into one.
    const other = await callRoute(live.t, chatRoutes.history, live.cast.otherPartner, {
      query: { user2: 'system', type: 'System' },
    });
    expect(other.body).toEqual([]);
    expect(await storedCount(live.t)).toBe(2);

    // The editor asked: their own "You asked…" notice is stored as read, the Partner's is news.
    const unread = async (who: typeof live.cast.editor) =>
      (await callRoute(live.t, chatRoutes.state, who, { query: {} })).body.unread['System:system'];
    expect(await unread(live.cast.editor)).toBeUndefined();
    expect(await unread(live.cast.partner)).toBe(1);
  });

  it('stores a notice sent twice once, and the notifier never throws when the chat fails', async () => {
    const order = await insertOrder(
      live.t,
      { client: live.cast.partner, staff: live.cast.editor },
      { createdAt: new Date().toISOString() },
    );
    const errors: string[] = [];
    const posted: string[] = [];
    const notice = {
      event: 'activated' as const,
      orderId: order.id,
      actorId: live.cast.editor.uid,
      at: '2026-12-01T10:00:00.000Z',
    };
    const mailer = { kind: 'smtp' as const, send: async () => {}, close: async () => {} };
    const log = { error: (_obj: object, msg: string) => void errors.push(msg) };
    const failing = liveOrderNotifier({
      db: live.t.db,
      mailer,
      realtime: noRealtime,
      publicUrl: 'http://localhost',
      log,
      chat: {
        async post() {
          throw new Error('chat down');
        },
      },
    });
    await expect(failing.notify(notice)).resolves.toBeUndefined();
    expect(errors).toEqual(['posting an order notice to chat failed']);
    expect(await live.t.db.selectFrom('order_events').selectAll().execute()).toHaveLength(1);

    const working = liveOrderNotifier({
      db: live.t.db,
      mailer,
      realtime: noRealtime,
      publicUrl: 'http://localhost',
      log,
      chat: {
        async post(n) {
          posted.push(...n.readers.map((r) => r.uid));
        },
      },
    });
    await working.notify(notice);
    expect(posted.sort()).toEqual([live.cast.partner.uid, live.cast.editor.uid].sort());

    // The same notice posted twice (a retried job) is stored once per person.
    const chat = chatService({
      repo: chatRepository(live.t.db),
      teams: { contactsOf: async () => [], groupById: async () => null },
      now: systemClock,
    });
    const post = () =>
      chat.postSystem({
        readers: [
          { uid: live.cast.partner.uid, body: 'Work started.' },
          { uid: live.cast.editor.uid, body: 'Work started.' },
          { uid: live.cast.partner.uid, body: 'Work started.' },
        ],
        key: 'order:x:activated:1',
        link: '/dashboard/production/receive?active=x',
      });
    expect((await post()).map((d) => d.created)).toEqual([true, true]);
    expect((await post()).map((d) => d.created)).toEqual([false, false]);
    expect(await storedCount(live.t)).toBe(2);
  });
});
