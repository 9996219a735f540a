import { teamRoutes } from '../../../common/api/teams.js';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOverviewRoutes, type AdminOverview } from '../../../common/api/admin-overview.js';
import { supportContactId } from '../../../common/realtime.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { boost, decideAll, gamesApp, partnerWith, video } from '../../test/games.js';
import { insertOrder } from '../../test/orders.js';
import type { TestApp } from '../../test/test-app.js';
import { callRoute } from '../../test/call-route.js';

// The Admin's Dashboard counted from seeded rows of every area, on a clock the test sets.

const now = '2026-11-20T12:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();

let t: TestApp;
let admin: TestUser;
beforeEach(async () => {
  ({ t } = await gamesApp(now));
  admin = await createUser(t, { accountType: 'Admin' });
});
afterEach(() => t.close());

const overview = async (who: TestUser = admin) => {
  const res = await callRoute(t, adminOverviewRoutes.overview, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminOverview;
};

async function supportMessage(user: TestUser, fromUser: boolean, at: string) {
  await t.db
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      conversation: `s:${user.uid}`,
      type: 'Support',
      author_id: fromUser ? user.uid : admin.uid,
      client_id: randomUUID(),
      from_id: fromUser ? user.uid : admin.uid,
      to_id: fromUser ? supportContactId : user.uid,
      thread_id: null,
      body: 'hello',
      alias: null,
      reference_file_id: null,
      link: null,
      emulated_by: null,
      created_at: at,
    })
    .execute();
}

async function paidSession(
  user: TestUser,
  cents: number,
  completedAt: string | null,
  refunded = false,
) {
  const id = randomUUID();
  await t.db
    .insertInto('payment_sessions')
    .values({
      id,
      provider: 'sandbox',
      user_id: user.uid,
      status: completedAt ? 'complete' : 'open',
      plan: 'Standard',
      currency: 'usd',
      amount_cents: cents,
      lines: '[]',
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

describe('GET /api/admin/overview', () => {
  it('answers zeros on an empty agency', async () => {
    const o = await overview();
    expect(o.orders).toEqual({
      notStarted: 0,
      inProgress: 0,
      dueSoon: 0,
      overdue: 0,
      extensionsPending: 0,
      passOffsToAssign: 0,
      passOffsAssigned: 0,
    });
    expect(o.support).toEqual({ unanswered: 0, longestWaitSince: null, longestWaitUid: null });
    expect(o.money).toMatchObject({ month: '2026-11', sales: 0, salesCents: 0, staffPayCents: 0 });
    expect(o.promotion.pendingVideos).toBe(0);
  });

  it('counts open orders by state, due soon and overdue, and pending decisions', async () => {
    const partner = await createUser(t, { accountType: 'Partner' });
    const staff = await createUser(t, { accountType: 'Production', isEditor: true });
    const people = { client: partner, staff };
    const waiting = await insertOrder(t, people, { createdAt: hoursAgo(1), dueInHours: 48 });
    const soon = await insertOrder(t, people, {
      createdAt: hoursAgo(30),
      dueInHours: 40,
      activated_at: hoursAgo(29),
    });
    const late = await insertOrder(t, people, { createdAt: hoursAgo(30), dueInHours: 29 });
    const done = await insertOrder(t, people, {
      createdAt: hoursAgo(30),
      dueInHours: 31,
      status: 'fulfilled',
      closed_at: hoursAgo(2),
    });
    await t.db
      .insertInto('extension_requests')
      .values(
        [waiting, done].map((o) => ({
          request_id: o.id,
          staff_id: staff.uid,
          days: 2,
          reason: 'more footage',
          state: 'Pending' as const,
          created_at: hoursAgo(1),
          expires_at: now,
          answered_at: null,
        })),
      )
      .execute();
    const passOff = (request_id: string, state: 'Pending' | 'Assigned' | 'Declined') => ({
      request_id,
      from_staff_id: staff.uid,
      reason: 'sick',
      state,
      new_staff_id: null,
      created_at: hoursAgo(1),
      assigned_at: null,
      answered_at: null,
    });
    await t.db
      .insertInto('pass_offs')
      .values([
        passOff(soon.id, 'Pending'),
        passOff(late.id, 'Declined'),
        passOff(waiting.id, 'Assigned'),
      ])
      .execute();

    expect((await overview()).orders).toEqual({
      notStarted: 2,
      inProgress: 1,
      dueSoon: 1,
      overdue: 1,
      extensionsPending: 1,
      passOffsToAssign: 2,
      passOffsAssigned: 1,
    });
  });

  it('counts support threads whose last word is the user’s, and the longest wait', async () => {
    const [waits, answered, again] = await Promise.all(
      [1, 2, 3].map(() => createUser(t, { accountType: 'Partner' })),
    );
    await supportMessage(waits!, true, hoursAgo(3));
    await supportMessage(waits!, true, hoursAgo(2));
    await supportMessage(answered!, true, hoursAgo(5));
    await supportMessage(answered!, false, hoursAgo(4));
    await supportMessage(again!, true, hoursAgo(6));
    await supportMessage(again!, false, hoursAgo(5));
    await supportMessage(again!, true, hoursAgo(1));
    expect((await overview()).support).toEqual({
      unanswered: 2,
      longestWaitSince: hoursAgo(3),
      longestWaitUid: waits!.uid,
    });
  });

  it('counts staff available, busy and on vacation today', async () => {
    const [busy, away, later] = await Promise.all(
      [1, 2, 3, 4].map(() => createUser(t, { accountType: 'Production', isEditor: true })),
    );
    const status = (who: TestUser, body: object) =>
      callRoute(t, teamRoutes.setStatus, who, { body: body as never }).then((r) =>
        expect(r.status).toBe(200),
      );
    await status(busy!, { status: 'Busy' });
    await status(away!, { status: 'Vacation', start: '2026-11-20', end: '2026-11-22' });
    await status(later!, { status: 'Vacation', start: '2026-11-25', end: '2026-11-26' });
    expect((await overview()).staff).toEqual({
      available: 2,
      busy: 1,
      vacation: 1,
      vacationBooked: 1,
    });
  });

  it('sums this month’s paid sales and staff pay, and the commissions still owed', async () => {
    const partner = await createUser(t, { accountType: 'Partner' });
    const affiliate = await createUser(t, { accountType: 'Affiliate' });
    const staff = await createUser(t, { accountType: 'Production', isEditor: true });
    const sessions = [
      await paidSession(partner, 1000, '2026-11-02T09:00:00.000Z'),
      await paidSession(partner, 2500, hoursAgo(1)),
      await paidSession(partner, 9900, hoursAgo(1), true),
      await paidSession(partner, 4000, '2026-10-31T23:59:59.000Z'),
    ];
    await paidSession(partner, 7700, null);
    const commission = (session: string, cents: number, paid: boolean, reversed: boolean) => ({
      id: randomUUID(),
      affiliate_id: affiliate.uid,
      buyer_id: partner.uid,
      session_id: session,
      basis_cents: cents * 5,
      amount_cents: cents,
      created_at: hoursAgo(1),
      payable_at: now,
      paid_at: paid ? now : null,
      reversed_at: reversed ? now : null,
    });
    await t.db
      .insertInto('commissions')
      .values([
        commission(sessions[0]!, 200, false, false),
        commission(sessions[1]!, 500, true, false),
        commission(sessions[2]!, 100, false, true),
        commission(sessions[3]!, 800, false, false),
      ])
      .execute();
    const earning = async (cents: number, at: string) => ({
      id: randomUUID(),
      staff_id: staff.uid,
      request_id: (await insertOrder(t, { client: partner, staff }, { createdAt: hoursAgo(50) }))
        .id,
      tier: 1,
      amount_cents: cents,
      created_at: at,
    });
    await t.db
      .insertInto('staff_earnings')
      .values([await earning(700, hoursAgo(2)), await earning(300, '2026-10-30T10:00:00.000Z')])
      .execute();

    expect((await overview()).money).toEqual({
      month: '2026-11',
      currency: 'usd',
      sales: 2,
      salesCents: 3500,
      staffPayCents: 700,
      commissionsOwedCents: 1000,
    });
  });

  it('counts promotion videos waiting for review', async () => {
    const partner = await createUser(t, { accountType: 'Partner' });
    await partnerWith(t, partner, 'astral');
    const sent = await boost(t, partner, 'astral', [video(1), video(2), video(3)]);
    await decideAll(t, admin, [sent.videos[0]!.id]);
    expect((await overview()).promotion.pendingVideos).toBe(2);
  });

  it('refuses everyone but Admins, and strangers', async () => {
    for (const accountType of ['Partner', 'Production', 'Affiliate'] as const) {
      const who = await createUser(t, { accountType });
      const res = await callRoute(t, adminOverviewRoutes.overview, who);
      expect(res.status, accountType).toBe(403);
      expect(res.code).toBe('forbidden');
    }
    const anonymous = await callRoute(t, adminOverviewRoutes.overview, null);
    expect(anonymous.status).toBe(401);
  });
});
