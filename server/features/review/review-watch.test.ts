import type { FastifyInstance } from 'fastify';
import { callRoute, wrong } from '../../test/call-route.js';
import { reviewRoutes } from '../../../common/api/review.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewUpdated, ReviewWatchAck } from '../../../common/realtime.js';
import { buildApp } from '../../app.js';
import { memoryRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { eventually, sentinel, socketPool, urlOf, type ChatClient } from '../../test/chat.js';
import type { TestUser } from '../../test/factories.js';
import { insertOrder, insertOrderFile, orderPeople } from '../../test/orders.js';
import { useDeliveredEdit } from '../../test/review.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

// Built by hand, not with useTestApp: the watch test needs a second instance on the same Redis.

// Whoever has a review open hears its notes, replies, ticks and new versions: the order's
// people through their own sockets, and anyone allowed to see it (Admins too) through the
// review's room, which they join with reviewWatch.

const pool = socketPool();
afterEach(() => pool.closeAll());

const ask = (socket: ChatClient, event: 'reviewWatch' | 'reviewUnwatch', payload: unknown) =>
  new Promise<ReviewWatchAck>((resolve) =>
    socket.emit(event, payload as { requestId: string }, resolve),
  );
const heard = (socket: ChatClient) => {
  const log: ReviewUpdated[] = [];
  socket.on('reviewUpdated', (e) => log.push(e));
  return log;
};
const note = { frame: 12, fps: { num: 25, den: 1 }, body: 'Later cut.' };

describe('watching a review', () => {
  const { t, cast, delivery, addNote } = useDeliveredEdit();
  const listen = async (who: TestUser) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return pool.connect(urlOf(t.app.server.address()), who);
  };

  it('lets an Admin with the review open hear a new note, until they leave it', async () => {
    const admin = await listen(cast.admin);
    const log = heard(admin);
    expect(await ask(admin, 'reviewWatch', { requestId: delivery.order.id })).toEqual({ ok: true });
    const id = (await addNote(cast.partner, note)).json().id as string;
    await eventually(() =>
      expect(log).toEqual([
        expect.objectContaining({ requestId: delivery.order.id, noteId: id, change: 'added' }),
      ]),
    );

    expect(await ask(admin, 'reviewUnwatch', { requestId: delivery.order.id })).toEqual({
      ok: true,
    });
    await addNote(cast.editor, note);
    await sentinel(admin, cast.admin);
    expect(log).toHaveLength(1);
  });

  it('refuses a stranger not_found and tells them nothing', async () => {
    const stranger = await listen(cast.otherPartner);
    const log = heard(stranger);
    const refused = await ask(stranger, 'reviewWatch', { requestId: delivery.order.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // Malformed payloads get the input errors an HTTP body would.
    for (const bad of [{}, { requestId: 'not-an-id' }, { requestId: 12 }, null])
      expect(await ask(stranger, 'reviewWatch', bad)).toMatchObject({
        ok: false,
        error: { code: expect.stringMatching(/^(form_incomplete|invalid_input)$/) },
      });
    await addNote(cast.partner, note);
    await sentinel(stranger, cast.otherPartner);
    expect(log).toEqual([]);
  });

  it('tells each socket once, though its user is on the order and watching', async () => {
    const editor = await listen(cast.editor);
    const log = heard(editor);
    expect(await ask(editor, 'reviewWatch', { requestId: delivery.order.id })).toEqual({
      ok: true,
    });
    await addNote(cast.partner, note);
    await eventually(() => expect(log).toHaveLength(1));
    await sentinel(editor, cast.editor);
    expect(log).toHaveLength(1);
  });
});

// CI sets TEST_REDIS_URL to the Redis server it runs; without one this case is skipped.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('watching a review across two instances sharing Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  afterEach(async () => {
    pool.closeAll();
    await second.close();
    await t.close();
  });

  // Two apps on one database: slow to build on a busy machine.
  it(
    'carries a note made on one instance to an Admin watching on the other',
    { timeout: 90_000 },
    async () => {
      t = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
      const limiter = memoryRateLimiter();
      second = await buildApp({
        config: t.config,
        db: t.db,
        mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
        limiter,
      });
      second.addHook('onClose', async () => limiter.close());
      await second.listen({ port: 0, host: '127.0.0.1' });
      const cast = await orderPeople(t);
      const at = new Date().toISOString();
      const order = await insertOrder(
        t,
        { client: cast.partner, staff: cast.editor },
        { createdAt: at, status: 'fulfilled', closed_at: at, close_reason: 'Fulfilled' },
      );
      const fileId = await insertOrderFile(t, order);

      const admin = await pool.connect(urlOf(second.server.address()), cast.admin);
      const log = heard(admin);
      expect(await ask(admin, 'reviewWatch', { requestId: order.id })).toEqual({ ok: true });
      // The adapters subscribe a moment after start: note again until one arrives.
      await eventually(async () => {
        const { raw: res } = await callRoute(t, reviewRoutes.addNote, cast.partner, {
          params: { requestId: order.id },
          body: wrong({ fileId, ...note }),
        });
        expect(res.statusCode).toBe(200);
        await eventually(() => expect(log.length).toBeGreaterThan(0), 300);
      }, 20_000);
      expect(log[0]).toMatchObject({ requestId: order.id, change: 'added' });
    },
  );
});
