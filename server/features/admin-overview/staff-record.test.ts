import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOverviewRoutes, type StaffRecord } from '../../../common/api/admin-overview.js';
import { callRoute } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { gamesApp } from '../../test/games.js';
import { insertOrder } from '../../test/orders.js';
import type { TestApp } from '../../test/test-app.js';

// An Admin's staff page: rating, pay this month and in all, and the latest closed orders.

const now = '2026-11-20T12:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
let partner: TestUser;
beforeEach(async () => {
  ({ t } = await gamesApp(now));
  [admin, staff, partner] = await Promise.all([
    createUser(t, { accountType: 'Admin' }),
    createUser(t, { accountType: 'Production', isEditor: true }),
    createUser(t, { accountType: 'Partner', name: 'Pat Partner' }),
  ]);
});
afterEach(() => t.close());

const record = (who: TestUser, uid: string) =>
  callRoute(t, adminOverviewRoutes.staffRecord, who, { params: { uid } });

async function closedOrder(title: string, closedHoursAgo: number, paidCents: number | null) {
  const order = await insertOrder(
    t,
    { client: partner, staff },
    {
      createdAt: hoursAgo(closedHoursAgo + 48),
      title,
      status: paidCents === null ? 'cancelled' : 'fulfilled',
      closed_at: hoursAgo(closedHoursAgo),
      close_reason: paidCents === null ? 'Overdue' : 'Fulfilled',
    },
  );
  if (paidCents !== null)
    await t.db
      .insertInto('staff_earnings')
      .values({
        id: randomUUID(),
        staff_id: staff.uid,
        request_id: order.id,
        tier: 1,
        amount_cents: paidCents,
        created_at: hoursAgo(closedHoursAgo),
      })
      .execute();
}

describe('GET /api/admin/staff/:uid', () => {
  it('answers the rating, this month’s and all pay, and the latest closed orders first', async () => {
    await closedOrder('October cut', 24 * 25, 1500);
    await closedOrder('Missed it', 30, null);
    await closedOrder('Fresh cut', 3, 1000);
    await insertOrder(t, { client: partner, staff }, { createdAt: hoursAgo(2), title: 'Open one' });

    const res = await record(admin, staff.uid);
    expect(res.status).toBe(200);
    const body = res.body as StaffRecord;
    expect(body).toMatchObject({
      uid: staff.uid,
      rating: 5,
      month: '2026-11',
      monthCents: 1000,
      monthJobs: 1,
      totalCents: 2500,
      totalJobs: 2,
    });
    expect(body.recent.map((r) => [r.title, r.outcome, r.amountCents, r.client])).toEqual([
      ['Fresh cut', 'Fulfilled', 1000, 'Pat Partner'],
      ['Missed it', 'Overdue', null, 'Pat Partner'],
      ['October cut', 'Fulfilled', 1500, 'Pat Partner'],
    ]);
  });

  it('answers the rating history, newest first, each entry with the rating right after it', async () => {
    const reviewed = async (title: string, stars: number, acceptedHoursAgo: number) =>
      insertOrder(
        t,
        { client: partner, staff },
        {
          createdAt: hoursAgo(acceptedHoursAgo + 48),
          title,
          status: 'fulfilled',
          closed_at: hoursAgo(acceptedHoursAgo + 1),
          close_reason: 'Fulfilled',
          accepted_at: hoursAgo(acceptedHoursAgo),
          accepted_by: 'partner',
          review_stars: stars,
        },
      );
    await reviewed('First', 4, 100);
    await closedOrder('Missed it', 50, null);
    await reviewed('Second', 2, 10);
    // Accepted by the deadline job without stars: no change of the rating.
    await insertOrder(
      t,
      { client: partner, staff },
      { createdAt: hoursAgo(60), title: 'Silent', status: 'fulfilled', accepted_by: 'auto' },
    );

    const body = (await record(admin, staff.uid)).body as StaffRecord;
    expect(
      body.ratingHistory.map((e) => [e.title, e.kind, e.stars, e.rating, e.client, e.at]),
    ).toEqual([
      ['Second', 'review', 2, 2.5, 'Pat Partner', hoursAgo(10)],
      ['Missed it', 'missedDeadline', null, 3.5, 'Pat Partner', hoursAgo(50)],
      ['First', 'review', 4, 4, 'Pat Partner', hoursAgo(100)],
    ]);
    // (4 + 2) / 2 - 0.5: the newest entry is the rating the formula gives.
    expect(body.ratingHistory[0]?.rating).toBe(2.5);
  });

  it('refuses anyone but an Admin, even the staff member themself', async () => {
    for (const who of [staff, partner, await createUser(t, { accountType: 'Affiliate' })]) {
      const res = await record(who, staff.uid);
      expect(res.status).toBe(403);
      expect(res.code).toBe('forbidden');
    }
  });

  it('answers 404 for someone who is not staff or does not exist, and 400 for a malformed id', async () => {
    for (const uid of [partner.uid, admin.uid, randomUUID()]) {
      const res = await record(admin, uid);
      expect(res.status, uid).toBe(404);
      expect(res.code).toBe('not_found');
    }
    const bad = await callRoute(t, adminOverviewRoutes.staffRecord, admin, {
      params: { uid: 'x'.repeat(300) },
    });
    expect(bad.status).toBe(400);
  });
});
