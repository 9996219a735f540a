import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { insertOrder, type StoredOrder } from '../../test/orders.js';
import { useTestApp } from '../../test/use-test-app.js';
import { orderRowStates, orderStates, type OrderCondition } from './order-states.js';

// The order's states as SQL conditions, asked of stored rows on the database the tests run on
// (SQLite, or PostgreSQL with TEST_DATABASE_URL), and the same rules for a row in plain code.

const t = useTestApp({}, 'test');
const now = '2026-11-23T10:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(now) - h * 3_600_000).toISOString();

let people: { client: TestUser; staff: TestUser };
beforeEach(async () => {
  const [client, staff] = await Promise.all([
    createUser(t(), { accountType: 'Partner' }),
    createUser(t(), { accountType: 'Production', isEditor: true }),
  ]);
  people = { client, staff };
});

const order = (over: Partial<StoredOrder> & { dueInHours?: number } = {}) =>
  insertOrder(t(), people, { createdAt: hoursAgo(48), ...over });
const delivered = (over: Partial<StoredOrder> = {}) =>
  order({ status: 'fulfilled', closed_at: hoursAgo(1), close_reason: 'Fulfilled', ...over });
const revisionOf = (of: StoredOrder, over: Partial<StoredOrder> = {}) =>
  order({ is_revision: 1, of_request_id: of.id, video_request_id: of.video_request_id, ...over });
const expired = (over: Partial<StoredOrder> = {}) =>
  order({ status: 'cancelled', closed_at: hoursAgo(1), close_reason: 'Overdue', ...over });

/** The ids of the stored orders the condition holds for. */
async function where(condition: OrderCondition): Promise<Set<string>> {
  const rows = await t()
    .db.selectFrom('production_requests')
    .select('id')
    .where(condition)
    .execute();
  return new Set(rows.map((r) => r.id));
}

describe('the order states in SQL', () => {
  it('tells open, closed, delivered and expired orders apart', async () => {
    const open = await order();
    const done = await delivered();
    const late = await expired();
    const s = orderStates();
    expect(await where(s.open)).toEqual(new Set([open.id]));
    expect(await where(s.closed)).toEqual(new Set([done.id, late.id]));
    expect(await where(s.delivered)).toEqual(new Set([done.id]));
    expect(await where(s.expired)).toEqual(new Set([late.id]));
  });

  it('has a delivery await review until it is accepted or an open or delivered revision revises it', async () => {
    const waiting = await delivered();
    const accepted = await delivered({ accepted_at: hoursAgo(1), accepted_by: 'partner' });
    const revisedOpen = await delivered();
    await revisionOf(revisedOpen);
    const revisedDelivered = await delivered();
    const revision = await revisionOf(revisedDelivered, {
      status: 'fulfilled',
      closed_at: hoursAgo(1),
    });
    const s = orderStates();
    // The delivered revision is a delivery of its own, waiting for the Partner in turn.
    expect(await where(s.awaitingReview)).toEqual(new Set([waiting.id, revision.id]));
    expect(await where(s.accepted)).toEqual(new Set([accepted.id]));
    expect(await where(s.revised)).toEqual(new Set([revisedOpen.id, revisedDelivered.id]));
  });

  it('gives a delivery whose revision was cancelled at its due time back to the review', async () => {
    const delivery = await delivered();
    const revision = await revisionOf(delivery, {
      status: 'cancelled',
      closed_at: hoursAgo(1),
      close_reason: 'Overdue',
    });
    const s = orderStates();
    expect(await where(s.revised)).toEqual(new Set());
    expect(await where(s.awaitingReview)).toEqual(new Set([delivery.id]));
    expect(await where(s.inProgress)).toEqual(new Set([delivery.id]));
    expect(orderRowStates.revisedAmong([delivery, revision])).toEqual(new Set());
  });

  it('keeps open work and deliveries awaiting review in progress, as a selected column too', async () => {
    const open = await order();
    const waiting = await delivered();
    const accepted = await delivered({ accepted_at: hoursAgo(1), accepted_by: 'auto' });
    const revised = await delivered();
    const revision = await revisionOf(revised);
    await expired();
    const rows = await t()
      .db.selectFrom('production_requests as o')
      .select(['o.id', orderStates('o').inProgress.as('in_progress')])
      .execute();
    const inProgress = new Set(rows.filter((r) => Number(r.in_progress)).map((r) => r.id));
    expect(inProgress).toEqual(new Set([open.id, waiting.id, revision.id]));
    expect(inProgress.has(accepted.id)).toBe(false);
  });

  it('finds open orders past due at a time, and those due soon, never a closed one', async () => {
    const past = await order({ dueInHours: 47 });
    const atDue = await order({ dueInHours: 48 });
    const soon = await order({ dueInHours: 50 });
    await order({ dueInHours: 80 });
    await delivered({ due_at: hoursAgo(5) });
    const s = orderStates();
    expect(await where(s.pastDue(now))).toEqual(new Set([past.id, atDue.id]));
    expect(await where(s.dueBetween(now, hoursAgo(-3)))).toEqual(new Set([soon.id]));
  });
});

describe('the order states of a row', () => {
  it('reads the same rules from a stored row', async () => {
    const open = await order({ dueInHours: 48 });
    expect(orderRowStates.isOpen(open)).toBe(true);
    expect(orderRowStates.isPastDue(open, new Date(now))).toBe(true);
    expect(orderRowStates.isPastDue(open, new Date(hoursAgo(1)))).toBe(false);
    const late = await expired();
    expect([orderRowStates.isOpen(late), orderRowStates.isExpired(late)]).toEqual([false, true]);
    const done = await delivered();
    expect([orderRowStates.isDelivered(done), orderRowStates.isExpired(done)]).toEqual([
      true,
      false,
    ]);
    const revision = await revisionOf(done);
    expect(orderRowStates.isRevision(revision)).toBe(true);
    expect(orderRowStates.revisedAmong([done, revision])).toEqual(new Set([done.id]));
  });
});
