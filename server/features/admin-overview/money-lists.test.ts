import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMoneyRoutes } from '../../../common/api/admin-money.js';
import { adminOverviewRoutes, type AdminOverview } from '../../../common/api/admin-overview.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { gamesApp } from '../../test/games.js';
import { insertOrder } from '../../test/orders.js';
import type { TestApp } from '../../test/test-app.js';

// The lists behind the Dashboard's money figures: a month's sales and staff pay, counted as the
// figures count them, so the figure and its list agree.

const now = '2026-11-20T12:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();

let t: TestApp;
let admin: TestUser;
let partner: TestUser;
let editor: TestUser;
let artist: TestUser;
beforeEach(async () => {
  ({ t } = await gamesApp(now));
  [admin, partner, editor, artist] = await Promise.all([
    createUser(t, { accountType: 'Admin' }),
    createUser(t, { accountType: 'Partner', name: 'Pat Partner' }),
    createUser(t, { accountType: 'Production', name: 'Eddie Editor', isEditor: true }),
    createUser(t, { accountType: 'Production', name: 'Art Artist', isArtist: true }),
  ]);
});
afterEach(() => t.close());

async function sale(cents: number, completedAt: string | null, refunded = false) {
  const id = randomUUID();
  await t.db
    .insertInto('payment_sessions')
    .values({
      id,
      provider: 'sandbox',
      user_id: partner.uid,
      status: completedAt ? 'complete' : 'open',
      plan: 'Standard',
      currency: 'usd',
      amount_cents: cents,
      lines: JSON.stringify([
        { name: 'Video Edit', args: [10], quantity: 1, unitCents: cents, lineCents: cents },
      ]),
      client_secret_hash: null,
      payment_intent: null,
      created_at: completedAt ?? now,
      expires_at: now,
      completed_at: completedAt,
      fulfilled_at: completedAt,
      refunded_at: refunded ? now : null,
    })
    .execute();
  return id;
}

async function earning(staff: TestUser, cents: number, at: string) {
  const order = await insertOrder(t, { client: partner, staff }, { createdAt: hoursAgo(50) });
  await t.db
    .insertInto('staff_earnings')
    .values({
      id: randomUUID(),
      staff_id: staff.uid,
      request_id: order.id,
      tier: 1,
      amount_cents: cents,
      created_at: at,
    })
    .execute();
}

const overview = async () =>
  (await callRoute(t, adminOverviewRoutes.overview, admin)).body as AdminOverview;

describe('GET /api/admin/sales', () => {
  it("lists this month's paid, unrefunded checkouts newest first, summed as the Dashboard's Sales", async () => {
    const newest = await sale(2000, hoursAgo(1));
    const older = await sale(1500, hoursAgo(30));
    await sale(900, hoursAgo(2), true);
    await sale(700, null);
    await sale(400, '2026-10-31T23:59:59.000Z');

    const answer = await callRoute(t, adminMoneyRoutes.sales, admin, { query: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ month: '2026-11', count: 2, totalCents: 3500 });
    expect(answer.body.sales.map((s) => s.id)).toEqual([newest, older]);
    expect(answer.body.sales[0]).toMatchObject({
      paidAt: hoursAgo(1),
      buyer: { uid: partner.uid, name: 'Pat Partner' },
      amountCents: 2000,
      lines: [{ name: 'Video Edit', quantity: 1 }],
    });
    const figures = (await overview()).money;
    expect([figures.sales, figures.salesCents]).toEqual([
      answer.body.count,
      answer.body.totalCents,
    ]);

    // An earlier month, and paging.
    const october = await callRoute(t, adminMoneyRoutes.sales, admin, {
      query: { month: '2026-10' },
    });
    expect(october.body).toMatchObject({ month: '2026-10', count: 1, totalCents: 400 });
    const first = await callRoute(t, adminMoneyRoutes.sales, admin, { query: { limit: 1 } });
    expect(first.body.sales.map((s) => s.id)).toEqual([newest]);
    const second = await callRoute(t, adminMoneyRoutes.sales, admin, {
      query: { limit: 1, cursor: first.body.nextCursor ?? '' },
    });
    expect(second.body.sales.map((s) => s.id)).toEqual([older]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses everyone but Admins, and a month that is not one, changing nothing', async () => {
    await sale(2000, hoursAgo(1));
    expect((await callRoute(t, adminMoneyRoutes.sales, partner, { query: {} })).status).toBe(403);
    const bad = await callRoute(t, adminMoneyRoutes.sales, admin, {
      query: { month: wrong('2026-13') },
    });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('invalid_input');
    const rows = await t.db.selectFrom('payment_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('complete');
  });
});

describe('GET /api/admin/staff-pay', () => {
  it("sums each staff member's earnings of the month, most first, as the Dashboard's Staff pay earned", async () => {
    await earning(editor, 700, hoursAgo(2));
    await earning(editor, 500, hoursAgo(3));
    await earning(artist, 900, hoursAgo(4));
    await earning(artist, 300, '2026-10-30T10:00:00.000Z');

    const answer = await callRoute(t, adminMoneyRoutes.staffPay, admin, { query: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      month: '2026-11',
      totalCents: 2100,
      jobs: 3,
      staff: [
        { uid: editor.uid, name: 'Eddie Editor', username: editor.username, jobs: 2, cents: 1200 },
        { uid: artist.uid, name: 'Art Artist', username: artist.username, jobs: 1, cents: 900 },
      ],
    });
    expect((await overview()).money.staffPayCents).toBe(answer.body.totalCents);
    const october = await callRoute(t, adminMoneyRoutes.staffPay, admin, {
      query: { month: '2026-10' },
    });
    expect(october.body.staff).toEqual([expect.objectContaining({ uid: artist.uid, cents: 300 })]);
  });

  it('refuses everyone but Admins, and a month that is not one', async () => {
    expect((await callRoute(t, adminMoneyRoutes.staffPay, editor, { query: {} })).status).toBe(403);
    const bad = await callRoute(t, adminMoneyRoutes.staffPay, admin, {
      query: { month: wrong('November') },
    });
    expect(bad.status).toBe(400);
    expect(await t.db.selectFrom('staff_earnings').selectAll().execute()).toEqual([]);
  });
});
