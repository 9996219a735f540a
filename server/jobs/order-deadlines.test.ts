import { beforeEach, describe, expect, it } from 'vitest';
import { liveOrderNotifier, type OrderNotifier } from '../features/orders/orders.public.js';
import { unusedCounts } from '../features/payments/payments.public.js';
import type { MailMessage } from '../integrations/email/mailer.js';
import { noRealtime } from '../realtime/realtime-hub.js';
import {
  insertOrder,
  isolated,
  orderRow,
  ratingOf,
  recordingNotifier,
  useOrdersApp,
} from '../test/orders.js';
import { runOrderDeadlines } from './order-deadlines.js';

const { t, cast, clock, rebuild } = useOrdersApp(isolated);
let notifier: ReturnType<typeof recordingNotifier>;
let errors: unknown[];

beforeEach(() => {
  notifier = recordingNotifier();
  errors = [];
});

const log = {
  info() {},
  error: (obj: object) => {
    errors.push(obj);
  },
};
const run = (using: OrderNotifier = notifier) =>
  runOrderDeadlines({ db: t.db, now: clock.now, notifier: using, log });
const edit = (over: Parameters<typeof insertOrder>[2] = { createdAt: clock.iso() }) =>
  insertOrder(t, { client: cast.partner, staff: cast.editor }, { spend: true, ...over });
const refunds = (orderId: string) =>
  t.db
    .selectFrom('credit_entries')
    .select('id')
    .where('order_id', '=', orderId)
    .where('reason', '=', 'refund')
    .execute();
const extension = (orderId: string, state: 'Pending' | 'Accepted', hoursAgo = 0) => {
  const created = new Date(clock.now().getTime() - hoursAgo * 3_600_000);
  return t.db
    .insertInto('extension_requests')
    .values({
      request_id: orderId,
      staff_id: cast.editor.uid,
      days: 2,
      reason: 'Long video',
      state,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 24 * 3_600_000).toISOString(),
      answered_at: state === 'Pending' ? null : created.toISOString(),
    })
    .execute();
};
const extensionState = async (orderId: string) =>
  (
    await t.db
      .selectFrom('extension_requests')
      .select('state')
      .where('request_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).state;

describe('runOrderDeadlines', () => {
  it('leaves an order alone until its due time, then cancels it, refunds it and lowers the rating', async () => {
    const order = await edit({ createdAt: clock.iso(), dueInHours: 48 });
    expect(await unusedCounts(t.db, cast.partner.uid)).toEqual({ edits: 0, thumbnails: 0 });

    clock.advanceHours(47.9);
    expect(await run()).toEqual({ expired: 0, cancelled: 0, autoAccepted: 0, more: false });
    expect((await orderRow(t, order.id)).status).toBe('open');

    clock.advanceHours(0.1);
    expect(await run()).toEqual({ expired: 0, cancelled: 1, autoAccepted: 0, more: false });
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'cancelled',
      close_reason: 'Overdue',
      closed_at: '2026-12-03T10:00:00.000Z',
    });
    expect(await unusedCounts(t.db, cast.partner.uid)).toEqual({ edits: 1, thumbnails: 0 });
    expect(await ratingOf(t, cast.editor.uid)).toBe(4.5);
    expect(notifier.notices).toEqual([
      {
        event: 'cancelled',
        orderId: order.id,
        actorId: null,
        at: '2026-12-03T10:00:00.000Z',
        detail: { reason: 'Overdue' },
      },
    ]);
    // Nothing more to do the next time.
    expect(await run()).toEqual({ expired: 0, cancelled: 0, autoAccepted: 0, more: false });
    expect(await ratingOf(t, cast.editor.uid)).toBe(4.5);
    expect(errors).toEqual([]);
  });

  it('leaves delivered and already cancelled orders alone', async () => {
    await edit({ createdAt: clock.iso(), status: 'fulfilled' });
    await edit({ createdAt: clock.iso(), status: 'cancelled' });
    clock.advanceHours(100);
    expect(await run()).toEqual({ expired: 0, cancelled: 0, autoAccepted: 0, more: false });
    expect(await ratingOf(t, cast.editor.uid)).toBe(5);
  });

  it('never lowers a rating below 0', async () => {
    for (let i = 0; i < 11; i += 1) await edit();
    clock.advanceHours(49);
    expect((await run()).cancelled).toBe(11);
    expect(await ratingOf(t, cast.editor.uid)).toBe(0);
  });

  it('cancels, refunds, rates and notifies once when two instances run at the same moment', async () => {
    const orders = await Promise.all([edit(), edit(), edit()]);
    clock.advanceHours(49);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.cancelled + b.cancelled).toBe(3);
    for (const order of orders) expect(await refunds(order.id)).toHaveLength(1);
    expect(await unusedCounts(t.db, cast.partner.uid)).toEqual({ edits: 3, thumbnails: 0 });
    expect(await ratingOf(t, cast.editor.uid)).toBe(3.5);
    expect(notifier.notices.filter((n) => n.event === 'cancelled')).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('catches up after downtime: every overdue order of many is cancelled in one run', async () => {
    const count = 230;
    const rows = Array.from({ length: count }, (_, i) => i);
    // Orders created at different times, some refunded credits, all long overdue.
    for (const i of rows)
      await insertOrder(
        t,
        { client: cast.partner, staff: i % 2 ? cast.editor : cast.otherEditor },
        {
          createdAt: new Date(clock.now().getTime() - (i + 1) * 60_000).toISOString(),
          dueInHours: 1,
          spend: i % 10 === 0,
        },
      );
    clock.advanceHours(24 * 7);
    expect(await run()).toEqual({ expired: 0, cancelled: count, autoAccepted: 0, more: false });
    const open = await t.db
      .selectFrom('production_requests')
      .select('id')
      .where('status', '=', 'open')
      .execute();
    expect(open).toEqual([]);
    expect(await unusedCounts(t.db, cast.partner.uid)).toEqual({ edits: 23, thumbnails: 0 });
    expect(await ratingOf(t, cast.editor.uid)).toBe(0);
    expect(notifier.notices).toHaveLength(count);
  });

  it('holds an overdue order while the Partner may still answer more time, then the original due time stands', async () => {
    const order = await edit({ createdAt: clock.iso(), dueInHours: 10 });
    clock.advanceHours(8);
    await extension(order.id, 'Pending');
    // Past due, but the Partner has until 8 + 24 hours to answer.
    clock.advanceHours(12);
    expect(await run()).toEqual({ expired: 0, cancelled: 0, autoAccepted: 0, more: false });
    expect((await orderRow(t, order.id)).status).toBe('open');
    clock.advanceHours(11.9);
    expect((await run()).cancelled).toBe(0);

    clock.advanceHours(0.1);
    expect(await run()).toEqual({ expired: 1, cancelled: 1, autoAccepted: 0, more: false });
    expect(await extensionState(order.id)).toBe('Expired');
    expect((await orderRow(t, order.id)).status).toBe('cancelled');
    expect(notifier.notices.map((n) => n.event)).toEqual(['moreTimeExpired', 'cancelled']);
  });

  it('expires an unanswered request on time even when the order is not yet due', async () => {
    const order = await edit({ createdAt: clock.iso(), dueInHours: 96 });
    await extension(order.id, 'Pending');
    clock.advanceHours(24);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.expired + b.expired).toBe(1);
    expect(await extensionState(order.id)).toBe('Expired');
    expect((await orderRow(t, order.id)).status).toBe('open');
    expect(notifier.notices).toEqual([
      { event: 'moreTimeExpired', orderId: order.id, actorId: null, at: clock.iso() },
    ]);
  });

  it('does not tell anyone about an unanswered request on an order delivered meanwhile', async () => {
    const order = await edit({ createdAt: clock.iso(), status: 'fulfilled' });
    await extension(order.id, 'Pending');
    clock.advanceHours(25);
    expect((await run()).expired).toBe(1);
    expect(notifier.notices).toEqual([]);
  });

  it('honours an accepted extension: the order is cancelled only after the moved due time', async () => {
    const order = await edit({ createdAt: clock.iso(), dueInHours: 10 });
    await extension(order.id, 'Accepted');
    const moved = new Date(Date.parse(order.due_at) + 2 * 24 * 3_600_000).toISOString();
    await t.db
      .updateTable('production_requests')
      .set({ due_at: moved })
      .where('id', '=', order.id)
      .execute();
    clock.advanceHours(10 + 47.9);
    expect((await run()).cancelled).toBe(0);
    clock.advanceHours(0.1);
    expect((await run()).cancelled).toBe(1);
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'cancelled',
      original_due_at: order.original_due_at,
    });
  });

  it('gives the original order its revision back when a revision is cancelled', async () => {
    const original = await edit({
      createdAt: clock.iso(),
      status: 'fulfilled',
      revisions_left: 0,
    });
    const revision = await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: clock.iso(),
        dueInHours: 24,
        is_revision: 1,
        of_request_id: original.id,
        product: original.product,
        duration_minutes: original.duration_minutes,
      },
    );
    clock.advanceHours(24);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.cancelled + b.cancelled).toBe(1);
    expect((await orderRow(t, revision.id)).status).toBe('cancelled');
    expect((await orderRow(t, original.id)).revisions_left).toBe(1);
    // A revision spent no credit, so there is none to refund.
    expect(await refunds(revision.id)).toEqual([]);
    expect(await ratingOf(t, cast.editor.uid)).toBe(4.5);
  });

  it('e-mails each side its own text through the live notifier and records the event', async () => {
    const sent: MailMessage[] = [];
    const live = liveOrderNotifier({
      db: t.db,
      mailer: {
        kind: 'smtp',
        async send(m) {
          sent.push(m);
        },
        async close() {},
      },
      realtime: noRealtime,
      publicUrl: 'https://crewcast.example',
      log,
    });
    const order = await edit();
    clock.advanceHours(49);
    await run(live);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [cast.editor.email, cast.partner.email, cast.admin.email].sort(),
    );
    const to = (email: string) => sent.find((m) => m.to === email)!;
    expect(to(cast.editor.email).subject).toBe('Order cancelled: Speedrun highlights');
    // Each reader is told what it means for them, never "the rating of Eddie Editor was lowered".
    expect(to(cast.editor.email).text).toContain(
      'You did not deliver the video edit of Pat Partner by its due time (3 Dec 2026, 10:00), so it was cancelled and your rating was lowered.',
    );
    expect(to(cast.partner.email).text).toContain(
      'Eddie Editor did not deliver your video edit by its due time (3 Dec 2026, 10:00), so it was cancelled. Any credit spent on it was refunded to you.',
    );
    expect(to(cast.partner.email).text).not.toContain('rating');
    expect(to(cast.admin.email).text).toContain('the rating of Eddie Editor was lowered');
    for (const mail of sent) expect(mail.text).toContain('"Speedrun highlights"');
    const events = await t.db
      .selectFrom('order_events')
      .select(['event', 'actor_id'])
      .where('request_id', '=', order.id)
      .execute();
    expect(events).toEqual([{ event: 'cancelled', actor_id: null }]);
  });
});

describe('POST /api/test/clock', () => {
  it('exists only with E2E_CLOCK=true', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { minutes: 60 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('moves the orders clock forward and runs the deadline job at once', async () => {
    // The server's clock is the test clock plus what /api/test/clock adds; the test's stays put.
    const e2e = await rebuild({ env: { E2E_CLOCK: 'true' } });
    const order = await insertOrder(
      e2e,
      { client: cast.partner, staff: cast.editor },
      { createdAt: clock.iso(), dueInHours: 48, spend: true },
    );
    const clockCall = (payload: unknown) =>
      e2e.app.inject({ method: 'POST', url: '/api/test/clock', payload: payload as object });
    expect((await clockCall({ minutes: 0 })).statusCode).toBe(400);
    expect((await clockCall({ minutes: 'soon' })).statusCode).toBe(400);
    expect((await clockCall({ minutes: 47 * 60 })).json()).toEqual({ ok: true });
    expect((await orderRow(e2e, order.id)).status).toBe('open');
    expect((await clockCall({ minutes: 61 })).json()).toEqual({ ok: true });
    expect((await orderRow(e2e, order.id)).status).toBe('cancelled');
    expect(await unusedCounts(e2e.db, cast.partner.uid)).toEqual({ edits: 1, thumbnails: 0 });
    // The other side of the clock: a new extension now expires 24 h after the moved time.
    const movedMs = clock.now().getTime() + 48 * 3_600_000;
    const other = await insertOrder(
      e2e,
      { client: cast.partner, staff: cast.editor },
      { createdAt: new Date(movedMs).toISOString() },
    );
    const asked = await e2e.app.inject({
      method: 'POST',
      url: '/api/payment/fulfillment/extension',
      headers: cast.editor.headers,
      payload: { requestId: other.id },
    });
    expect(asked.statusCode).toBe(200);
    const created = Date.parse(asked.json().createdTime);
    expect(created).toBeGreaterThan(movedMs - 0.1 * 3_600_000);
  });

  it('accepts a delivery nobody reviewed for 7 days, once, without stars or a change of rating', async () => {
    const delivered = {
      status: 'fulfilled',
      closed_at: clock.iso(),
      close_reason: 'Fulfilled',
    } as const;
    const waiting = await edit({ createdAt: clock.iso(), ...delivered, revisions_left: 1 });
    const revised = await edit({ createdAt: clock.iso(), ...delivered, revisions_left: 0 });
    await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      { createdAt: clock.iso(), dueInHours: 24 * 30, is_revision: 1, of_request_id: revised.id },
    );
    clock.advanceHours(7 * 24 - 0.1);
    expect((await run()).autoAccepted).toBe(0);
    clock.advanceHours(0.1);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.autoAccepted + b.autoAccepted).toBe(1);
    expect(await orderRow(t, waiting.id)).toMatchObject({
      accepted_at: clock.iso(),
      accepted_by: 'auto',
      review_stars: null,
      revisions_left: 0,
    });
    // A delivery whose revision is open waits for that revision instead.
    expect((await orderRow(t, revised.id)).accepted_at).toBeNull();
    expect(await ratingOf(t, cast.editor.uid)).toBe(5);
    expect(notifier.notices.filter((n) => n.event === 'accepted')).toEqual([
      {
        event: 'accepted',
        orderId: waiting.id,
        actorId: null,
        at: clock.iso(),
        detail: { auto: 'yes' },
      },
    ]);
  });
});
