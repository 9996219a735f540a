import { describe, expect, it } from 'vitest';
import { orderRoutes, type RequestsQueryInput } from '../../../common/api/orders.js';
import { callRoute, wrong } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import { insertOrder, ordersSnapshot, useOrdersApp } from '../../test/orders.js';

// The Inbox's filters on GET /api/payment/fulfillment/requests: `due` (overdue, due within
// 24 hours) on the orders clock, `staff`, and `uid` (the Partner), alone and together.

const { t, cast } = useOrdersApp();

const listed = async (who: TestUser, query: RequestsQueryInput) => {
  const answer = await callRoute(t, orderRoutes.requests, who, { query });
  expect(answer.status).toBe(200);
  return answer.body.items.map((item) => item.requestId);
};

/** Open orders of both Partners: one past due, one due in 5 hours, one due in 3 days. */
async function deadlines() {
  const now = t.clock.now().toISOString();
  const hoursAgo = (h: number) => new Date(t.clock.now().getTime() - h * 3_600_000).toISOString();
  const { partner, premium, editor, editor2 } = cast;
  const late = await insertOrder(
    t,
    { client: partner, staff: editor },
    {
      createdAt: hoursAgo(50),
      dueInHours: 48,
    },
  );
  const soon = await insertOrder(
    t,
    { client: premium, staff: editor2 },
    {
      createdAt: hoursAgo(43),
      dueInHours: 48,
    },
  );
  const later = await insertOrder(
    t,
    { client: partner, staff: editor2 },
    {
      createdAt: now,
      dueInHours: 72,
    },
  );
  const closedLate = await insertOrder(
    t,
    { client: partner, staff: editor },
    {
      createdAt: hoursAgo(60),
      dueInHours: 48,
      status: 'cancelled',
      close_reason: 'Overdue',
      closed_at: hoursAgo(11),
    },
  );
  return { late, soon, later, closedLate };
}

describe('the Inbox filters of GET /api/payment/fulfillment/requests', () => {
  it('keeps open orders past due, or due within 24 hours, on the orders clock', async () => {
    const { late, soon, later, closedLate } = await deadlines();
    const { admin } = cast;
    const open = { type: 'unfulfilled', management: 'true' } as const;

    const overdue = await listed(admin, { ...open, due: 'overdue' });
    expect(overdue).toContain(late.id);
    expect(overdue).not.toContain(soon.id);
    expect(overdue).not.toContain(later.id);

    const dueSoon = await listed(admin, { ...open, due: 'soon' });
    expect(dueSoon).toContain(soon.id);
    expect(dueSoon).not.toContain(late.id);
    expect(dueSoon).not.toContain(later.id);

    // A closed order is never overdue, even one the deadline job cancelled.
    expect(await listed(admin, { type: 'fulfilled', due: 'overdue' })).not.toContain(closedLate.id);

    // Five hours on, the one due soon is overdue too.
    t.clock.advanceHours(6);
    expect(await listed(admin, { ...open, due: 'overdue' })).toEqual(
      expect.arrayContaining([late.id, soon.id]),
    );
  });

  it('narrows to one staff member and one Partner, together with a deadline', async () => {
    const { late, soon, later } = await deadlines();
    const { admin, partner, editor, editor2 } = cast;
    const open = { type: 'unfulfilled', management: 'true' } as const;

    const ofEditor2 = await listed(admin, { ...open, staff: editor2.uid });
    expect(ofEditor2).toEqual(expect.arrayContaining([soon.id, later.id]));
    expect(ofEditor2).not.toContain(late.id);

    expect(await listed(admin, { ...open, staff: editor2.uid, uid: partner.uid })).toEqual([
      later.id,
    ]);
    const partnerLate = await listed(admin, { ...open, uid: partner.uid, due: 'overdue' });
    expect(partnerLate).toContain(late.id);
    expect(partnerLate).not.toContain(later.id);

    // A Partner may filter their own orders by staff member.
    expect(await listed(partner, { type: 'unfulfilled', staff: editor.uid })).toContain(late.id);
    expect(await listed(partner, { type: 'unfulfilled', staff: editor.uid })).not.toContain(
      later.id,
    );
  });

  it("refuses staff who name another staff member's orders", async () => {
    await deadlines();
    const answer = await callRoute(t, orderRoutes.requests, cast.editor, {
      query: { type: 'unfulfilled', staff: cast.editor2.uid },
    });
    expect(answer.status).toBe(404);
    expect(await listed(cast.editor, { type: 'unfulfilled', staff: cast.editor.uid })).not.toEqual(
      [],
    );
  });

  it('refuses an unknown deadline filter or a staff member that is not an id, changing nothing', async () => {
    await deadlines();
    const before = await ordersSnapshot(t);
    const badDue = await callRoute(t, orderRoutes.requests, cast.admin, {
      query: { type: 'unfulfilled', due: wrong('late') },
    });
    expect(badDue.status).toBe(400);
    expect(badDue.code).toBe('invalid_input');
    const badStaff = await callRoute(t, orderRoutes.requests, cast.admin, {
      query: { type: 'unfulfilled', staff: wrong('eddie') },
    });
    expect(badStaff.status).toBe(400);
    expect(await ordersSnapshot(t)).toBe(before);
  });
});
