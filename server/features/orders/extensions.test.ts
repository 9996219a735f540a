import { beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { orderRoutes } from '../../../common/api/orders.js';
import { callRoute, wrong } from '../../test/call-route.js';
import {
  insertOrder,
  isolated,
  orderRow,
  useOrdersApp,
  type StoredOrder,
} from '../../test/orders.js';

const { t, cast, clock } = useOrdersApp(isolated);
let order: StoredOrder;

beforeEach(async () => {
  order = await insertOrder(
    t,
    { client: cast.partner, staff: cast.editor },
    {
      createdAt: clock.iso(),
      dueInHours: 48,
    },
  );
});

// Bodies are kept loose: the tests of bad input send what the contract refuses.
const ask = (user: TestUser, payload: unknown) =>
  callRoute(t, orderRoutes.requestExtension, user, { body: wrong(payload) });
const read = (user: TestUser, id: string) =>
  callRoute(t, orderRoutes.extension, user, { query: { id } });
const answer = (user: TestUser, id: string, payload: unknown) =>
  callRoute(t, orderRoutes.answerExtension, user, {
    query: { id },
    body: wrong(payload),
  });
const stored = () =>
  t.db.selectFrom('extension_requests').selectAll().where('request_id', '=', order.id).execute();
const events = () =>
  t.db
    .selectFrom('order_events')
    .select(['event', 'actor_id', 'detail'])
    .where('request_id', '=', order.id)
    .orderBy('created_at')
    .execute();

describe('POST /api/payment/fulfillment/extension', () => {
  it('lets the assigned staff member ask for 2 more days, for 24 hours, and tells the Partner', async () => {
    const res = await ask(cast.editor, {
      requestId: order.id,
      extension: 2,
      reason: 'The footage is longer than expected.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      requestId: order.id,
      state: 'Pending',
      extension: 2,
      reason: 'The footage is longer than expected.',
      staff: 'Eddie Editor',
      createdTime: '2026-12-01T10:00:00.000Z',
      expiresTime: '2026-12-02T10:00:00.000Z',
      answeredTime: null,
    });
    expect(await events()).toEqual([
      {
        event: 'moreTimeAsked',
        actor_id: cast.editor.uid,
        detail: JSON.stringify({ days: 2, reason: 'The footage is longer than expected.' }),
      },
    ]);
    expect(t.sent.map((m) => m.to)).toEqual([cast.partner.email]);
    expect(t.sent[0]?.text).toContain('"Speedrun highlights". Eddie Editor asks for 2 more days.');
    expect(t.sent[0]?.text).toContain(
      `http://localhost:3000/dashboard/production/receive?active=${order.id}`,
    );
    // The due time moves only when the Partner accepts.
    expect((await orderRow(t, order.id)).due_at).toBe(order.due_at);
  });

  it('asks for 1 day with no reason when the body names only the order', async () => {
    const res = await ask(cast.editor, { requestId: order.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ extension: 1, reason: '', state: 'Pending' });
  });

  it.each([
    ['5 days', { extension: 5 }, 'invalid_input'],
    ['0 days', { extension: 0 }, 'invalid_input'],
    ['half a day', { extension: 1.5 }, 'invalid_input'],
    ['days as text', { extension: 'two' }, 'invalid_input'],
    ['a 401-character reason', { reason: 'x'.repeat(401) }, 'invalid_input'],
    ['no order', { requestId: undefined }, 'form_incomplete'],
    ['an order id that is not one', { requestId: 'order-1' }, 'invalid_input'],
  ])('refuses %s with 400 and stores nothing', async (_name, over, code) => {
    const res = await ask(cast.editor, { requestId: order.id, extension: 2, ...over });
    expect(res.status).toBe(400);
    expect(res.code).toBe(code);
    expect(await stored()).toEqual([]);
  });

  it('answers 404 to staff not on the order and 403 to its Partner and Admins; nothing stored', async () => {
    expect((await ask(cast.otherEditor, { requestId: order.id })).status).toBe(404);
    expect((await ask(cast.artist, { requestId: order.id })).status).toBe(404);
    expect((await ask(cast.otherPartner, { requestId: order.id })).status).toBe(404);
    expect((await ask(cast.partner, { requestId: order.id })).status).toBe(403);
    expect((await ask(cast.admin, { requestId: order.id })).status).toBe(403);
    const unknown = await ask(cast.editor, { requestId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await stored()).toEqual([]);
    expect(t.sent).toEqual([]);
  });

  it('allows one request per order, also when two race', async () => {
    const [a, b] = await Promise.all([
      ask(cast.editor, { requestId: order.id, extension: 1 }),
      ask(cast.editor, { requestId: order.id, extension: 3 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.code).toBe('extension_exists');
    expect(await stored()).toHaveLength(1);
    const again = await ask(cast.editor, { requestId: order.id, extension: 2 });
    expect(again.status).toBe(409);
    expect(again.code).toBe('extension_exists');
    expect((await events()).filter((e) => e.event === 'moreTimeAsked')).toHaveLength(1);
  });

  it('refuses a revision order (revisions skip time) with not_revisable', async () => {
    const revision = await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: clock.iso(),
        is_revision: 1,
        of_request_id: order.id,
      },
    );
    const res = await ask(cast.editor, { requestId: revision.id });
    expect(res.status).toBe(409);
    expect(res.code).toBe('not_revisable');
  });

  it('refuses an order past its due time (410) and a delivered one (409)', async () => {
    clock.advanceHours(48);
    const late = await ask(cast.editor, { requestId: order.id });
    expect(late.status).toBe(410);
    expect(late.code).toBe('request_expired');

    const delivered = await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: clock.iso(),
        status: 'fulfilled',
      },
    );
    const closed = await ask(cast.editor, { requestId: delivered.id });
    expect(closed.status).toBe(409);
    expect(closed.code).toBe('request_closed');
    expect(await t.db.selectFrom('extension_requests').selectAll().execute()).toEqual([]);
  });
});

describe('GET /api/payment/fulfillment/extension', () => {
  it('gives an empty object before any request, then the request to the Partner, staff and Admins', async () => {
    expect((await read(cast.partner, order.id)).body).toEqual({});
    await ask(cast.editor, { requestId: order.id, extension: 2, reason: 'Long video' });
    for (const who of [cast.partner, cast.editor, cast.admin]) {
      const res = await read(who, order.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'Pending', extension: 2, reason: 'Long video' });
    }
  });

  it('answers 404 to strangers and for unknown orders, 400 for a malformed id', async () => {
    await ask(cast.editor, { requestId: order.id });
    expect((await read(cast.otherPartner, order.id)).status).toBe(404);
    expect((await read(cast.otherEditor, order.id)).status).toBe(404);
    expect((await read(cast.partner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await read(cast.partner, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('invalid_input');
    expect(
      (await callRoute(t, orderRoutes.extension, null, { query: { id: order.id } })).status,
    ).toBe(401);
  });

  it('shows a Pending request as Expired once its 24 hours end, before the job has run', async () => {
    await ask(cast.editor, { requestId: order.id });
    clock.advanceHours(23.9);
    expect((await read(cast.partner, order.id)).body.state).toBe('Pending');
    clock.advanceHours(0.1);
    expect((await read(cast.partner, order.id)).body.state).toBe('Expired');
    expect((await stored())[0]?.state).toBe('Pending');
  });
});

describe('PATCH /api/payment/fulfillment/extension', () => {
  beforeEach(async () => {
    await ask(cast.editor, { requestId: order.id, extension: 2, reason: 'Long video' });
    t.sent.length = 0;
  });

  it('moves the due time by the days asked when the Partner accepts, and tells the staff member', async () => {
    clock.advanceHours(3);
    const res = await answer(cast.partner, order.id, { state: 'Accepted' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'Accepted',
      answeredTime: '2026-12-01T13:00:00.000Z',
    });
    const row = await orderRow(t, order.id);
    expect(row.due_at).toBe('2026-12-05T10:00:00.000Z');
    expect(row.original_due_at).toBe(order.original_due_at);
    expect(t.sent.map((m) => m.to)).toEqual([cast.editor.email]);
    expect(t.sent[0]?.text).toContain('Pat Partner accepted your request for 2 more days');
    expect((await events()).map((e) => e.event)).toEqual(['moreTimeAsked', 'moreTimeAnswered']);
  });

  it('keeps the due time when the Partner declines', async () => {
    const res = await answer(cast.partner, order.id, { state: 'Declined' });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('Declined');
    expect((await orderRow(t, order.id)).due_at).toBe(order.due_at);
    expect(t.sent[0]?.text).toContain('declined');
  });

  it('counts one answer when two race, and refuses a second one with extension_answered', async () => {
    const [a, b] = await Promise.all([
      answer(cast.partner, order.id, { state: 'Accepted' }),
      answer(cast.partner, order.id, { state: 'Accepted' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await orderRow(t, order.id)).due_at).toBe('2026-12-05T10:00:00.000Z');
    const again = await answer(cast.partner, order.id, { state: 'Declined' });
    expect(again.status).toBe(409);
    expect(again.code).toBe('extension_answered');
    expect((await stored())[0]?.state).toBe('Accepted');
    expect((await events()).filter((e) => e.event === 'moreTimeAnswered')).toHaveLength(1);
  });

  it('refuses an answer after the 24 hours with extension_expired; the due time stands', async () => {
    clock.advanceHours(24);
    const res = await answer(cast.partner, order.id, { state: 'Accepted' });
    expect(res.status).toBe(410);
    expect(res.code).toBe('extension_expired');
    expect((await orderRow(t, order.id)).due_at).toBe(order.due_at);
    expect((await stored())[0]).toMatchObject({ state: 'Pending', answered_at: null });
  });

  it('lets only the Partner answer: 403 for the staff member and Admins, 404 for strangers', async () => {
    for (const [who, status] of [
      [cast.editor, 403],
      [cast.admin, 403],
      [cast.otherPartner, 404],
      [cast.otherEditor, 404],
    ] as const) {
      const res = await answer(who, order.id, { state: 'Accepted' });
      expect(res.status).toBe(status);
    }
    expect((await stored())[0]?.state).toBe('Pending');
    expect((await orderRow(t, order.id)).due_at).toBe(order.due_at);
  });

  it('refuses an answer other than Accepted or Declined, and an order without a request', async () => {
    const bad = await answer(cast.partner, order.id, { state: 'Pending' });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('invalid_input');
    const missing = await answer(cast.partner, order.id, {});
    expect(missing.status).toBe(400);
    expect(missing.code).toBe('form_incomplete');
    const other = await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: clock.iso(),
      },
    );
    expect((await answer(cast.partner, other.id, { state: 'Accepted' })).status).toBe(404);
    expect((await stored())[0]?.state).toBe('Pending');
  });

  it('refuses an answer on an order cancelled meanwhile', async () => {
    await t.db
      .updateTable('production_requests')
      .set({ status: 'cancelled', close_reason: 'Overdue', closed_at: clock.iso() })
      .where('id', '=', order.id)
      .execute();
    const res = await answer(cast.partner, order.id, { state: 'Accepted' });
    expect(res.status).toBe(410);
    expect(res.code).toBe('request_expired');
    expect((await stored())[0]?.state).toBe('Pending');
  });
});
