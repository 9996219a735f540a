import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCustomerRoutes } from '../../../common/api/admin-customer.js';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { gamesApp } from '../../test/games.js';
import { insertOrder } from '../../test/orders.js';
import { addMember } from '../../test/teams.js';
import type { TestApp } from '../../test/test-app.js';

// The customer beside a Support thread: plan, team, credits, open and late orders, payments.

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
    createUser(t, { accountType: 'Partner', name: 'Pat Partner', plan: 'Standard' }),
    createUser(t, { accountType: 'Production', name: 'Eddie Editor', isEditor: true }),
    createUser(t, { accountType: 'Production', name: 'Art Artist', isArtist: true }),
  ]);
});
afterEach(() => t.close());

const context = (who: TestUser | null, uid: string) =>
  callRoute(t, adminCustomerRoutes.customerContext, who, { params: { uid } });

async function payment(completedHoursAgo: number, cents: number, refunded = false) {
  await t.db
    .insertInto('payment_sessions')
    .values({
      id: randomUUID(),
      provider: 'sandbox',
      user_id: partner.uid,
      status: 'complete',
      plan: 'Standard',
      currency: 'usd',
      amount_cents: cents,
      lines: '[]',
      client_secret_hash: null,
      payment_intent: null,
      created_at: hoursAgo(completedHoursAgo + 1),
      expires_at: hoursAgo(completedHoursAgo - 1),
      completed_at: hoursAgo(completedHoursAgo),
      fulfilled_at: hoursAgo(completedHoursAgo),
      refunded_at: refunded ? hoursAgo(completedHoursAgo - 1) : null,
    })
    .execute();
}

describe('GET /api/admin/customer/:uid', () => {
  it('answers the plan, team, credits, open orders with the late ones, and payments newest first', async () => {
    await addMember(t, admin, partner, editor, ['Editor']);
    await addMember(t, admin, partner, artist, ['Artist']);
    const grant = await callRoute(t, paymentRoutes.grantCredits, admin, {
      body: {
        uid: partner.uid,
        product: 'Video Thumbnail',
        duration: null,
        quantity: 2,
        note: 'Goodwill',
      },
    });
    expect(grant.status, grant.raw.body).toBe(200);
    const late = await insertOrder(
      t,
      { client: partner, staff: editor },
      { createdAt: hoursAgo(72), dueInHours: 48, title: 'Late cut' },
    );
    const onTime = await insertOrder(
      t,
      { client: partner, staff: artist },
      { createdAt: hoursAgo(1), dueInHours: 48, title: 'Fresh thumb', type: 'Thumbnail' },
    );
    await insertOrder(
      t,
      { client: partner, staff: editor },
      { createdAt: hoursAgo(200), title: 'Done long ago', status: 'fulfilled' },
    );
    await payment(30, 4900);
    await payment(2, 9900, true);

    const res = await context(admin, partner.uid);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({
      uid: partner.uid,
      name: 'Pat Partner',
      accountType: 'Partner',
      plan: 'Standard',
      credits: [{ product: 'Video Thumbnail', durationMinutes: null, unused: 2 }],
    });
    expect(res.body.team.map((m) => [m.name, m.role]).sort()).toEqual([
      ['Art Artist', 'Artist'],
      ['Eddie Editor', 'Editor'],
    ]);
    expect(res.body.openOrders.map((o) => [o.id, o.title, o.late])).toEqual([
      [late.id, 'Late cut', true],
      [onTime.id, 'Fresh thumb', false],
    ]);
    expect(res.body.payments.map((p) => [p.amountCents, p.refunded])).toEqual([
      [9900, true],
      [4900, false],
    ]);
  });

  it('is for Admins only, and answers 404 for nobody and 400 for a bad id, changing nothing', async () => {
    for (const who of [partner, editor]) {
      // Someone else's context, and even one's own, is an Admin's view.
      for (const uid of [partner.uid, editor.uid]) {
        const res = await context(who, uid);
        expect([res.status, res.code]).toEqual([403, 'forbidden']);
      }
    }
    expect((await context(null, partner.uid)).status).toBe(401);
    const nobody = await context(admin, randomUUID());
    expect([nobody.status, nobody.code]).toEqual([404, 'not_found']);
    const bad = await context(admin, 'not-a-uid');
    expect(bad.status).toBe(400);
  });
});
