import { describe, expect, it } from 'vitest';
import { adminOverviewRoutes, type AdminOverview } from '../../../common/api/admin-overview.js';
import { testClockRoute } from '../../../common/api/orders.js';
import { callRoute } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { mailTo } from '../../test/mail.js';
import { insertOrder, orderPeople } from '../../test/orders.js';
import { useTestApp } from '../../test/use-test-app.js';

// A deadline the deadline job enforced stays on the Admin's Dashboard until an Admin looks at it,
// and the Admins hear of it. The orders clock moves through the test clock route, which runs the
// job with the app's own notifier (e-mail and System chat).

const app = useTestApp({ env: { E2E_CLOCK: 'true' } }, 'test');

const overview = async (who: TestUser) => {
  const res = await callRoute(app(), adminOverviewRoutes.overview, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminOverview;
};
const advanceHours = async (hours: number) => {
  const res = await callRoute(app(), testClockRoute, null, { body: { minutes: hours * 60 } });
  expect(res.status).toBe(200);
};
const check = (who: TestUser, orderId: string) =>
  callRoute(app(), adminOverviewRoutes.checkMissedDeadline, who, {
    params: { requestId: orderId },
  });
const checks = () => app().db.selectFrom('missed_deadline_checks').selectAll().execute();

async function missedOrder() {
  const t = app();
  const people = await orderPeople(t);
  const order = await insertOrder(
    t,
    { client: people.partner, staff: people.editor },
    { createdAt: new Date().toISOString(), dueInHours: 48, title: 'Boss fight cut' },
  );
  await advanceHours(49);
  return { ...people, order };
}

describe('missed deadlines on the Admin overview', () => {
  it('lists a missed deadline with its staff member and Partner until an Admin looks at it', async () => {
    const { admin, partner, editor, order } = await missedOrder();
    const before = await overview(admin);
    expect(before.missed).toEqual({
      thisWeek: 1,
      unchecked: 1,
      list: [
        {
          requestId: order.id,
          title: 'Boss fight cut',
          type: 'Edit',
          dueAt: order.due_at,
          missedAt: expect.any(String),
          staff: { uid: editor.uid, name: 'Eddie Editor' },
          partner: { uid: partner.uid, name: 'Pat Partner' },
        },
      ],
    });
    // The orders figures no longer count it: the deadline job cancelled it.
    expect(before.orders.overdue).toBe(0);

    const res = await check(admin, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.requestId).toBe(order.id);
    const after = await overview(admin);
    expect(after.missed).toEqual({ thisWeek: 1, unchecked: 0, list: [] });

    // A week later it no longer counts among the week's misses.
    await advanceHours(7 * 24 + 1);
    expect((await overview(admin)).missed.thisWeek).toBe(0);
  });

  it('e-mails the Admins and posts them a System notice linking to the order', async () => {
    const { admin, order } = await missedOrder();
    const mail = await mailTo(app(), admin.email);
    expect(mail.subject).toBe('Order cancelled: Boss fight cut');
    const notices = await app()
      .db.selectFrom('chat_messages')
      .select(['type', 'to_id', 'link', 'body'])
      .where('to_id', '=', admin.uid)
      .execute();
    expect(notices).toEqual([
      {
        type: 'System',
        to_id: admin.uid,
        link: `/dashboard/production/receive?active=${order.id}`,
        body: expect.stringContaining('did not deliver the video edit'),
      },
    ]);
  });

  it('refuses an order that missed no deadline, a second look and anyone but an Admin, changing nothing', async () => {
    const { admin, partner, editor, order } = await missedOrder();
    const open = await insertOrder(
      app(),
      { client: partner, staff: editor },
      { createdAt: new Date(Date.now() + 49 * 3_600_000).toISOString() },
    );
    const notMissed = await check(admin, open.id);
    expect(notMissed.status).toBe(404);
    expect(notMissed.code).toBe('missed_deadline_unknown');
    const notAnId = await check(admin, 'not-an-order');
    expect(notAnId.status).toBe(400);
    expect((await check(partner, order.id)).status).toBe(403);
    expect(await checks()).toEqual([]);

    expect((await check(admin, order.id)).status).toBe(200);
    const stored = await checks();
    const again = await check(admin, order.id);
    expect(again.status).toBe(409);
    expect(again.code).toBe('missed_deadline_checked');
    expect(JSON.stringify(again.body)).toContain('Ada Admin already looked at this');
    expect(await checks()).toEqual(stored);
  });
});
