import { driveRoutes } from '../../../common/api/drive.js';
import { orderRoutes } from '../../../common/api/orders.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import {
  deliver,
  insertRevision,
  orderRow,
  ordersSnapshot,
  placeOrder,
  startTime,
  useOrdersApp,
} from '../../test/orders.js';
import { callRoute, wrong } from '../../test/call-route.js';

const { t, cast } = useOrdersApp();

const ask = (who: TestUser, orderId: string, reason: unknown = 'Too much work this week') =>
  callRoute(t, orderRoutes.requestPassOff, who, {
    body: { requestId: orderId, reason: wrong(reason) },
  });
const assign = (who: TestUser, orderId: string, newStaff: unknown) =>
  callRoute(t, orderRoutes.assignPassOff, who, {
    query: { id: orderId },
    body: { newStaff: wrong(newStaff) },
  });
const answer = (who: TestUser, orderId: string, state: unknown) =>
  callRoute(t, orderRoutes.answerPassOff, who, {
    query: { id: orderId },
    body: { state: wrong(state) },
  });
const view = async (who: TestUser, id: string) =>
  (await callRoute(t, orderRoutes.request, who, { query: { id } })).body;
const workOf = async (who: TestUser) =>
  (await callRoute(t, orderRoutes.work, who, { query: { type: 'assigned' } })).body.items.map(
    (i) => i.requestId,
  );

describe('passing an order off', () => {
  it('goes from the staff member to the Admin to the new staff member, who takes the order over', async () => {
    const { partner, editor, editor2, admin } = cast;
    const placed = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    const editId = placed.editId ?? '';
    const video = placed.files[0];
    const { due_at: dueAt } = await orderRow(t, editId);
    t.notices.length = 0;

    const asked = await ask(editor, editId);
    expect(asked.status).toBe(200);
    expect(asked.body.flags).toMatchObject({ passOffSent: true, passOffStatus: null });
    expect((await view(admin, editId)).passOff).toEqual({
      state: 'Pending',
      reason: 'Too much work this week',
      from: 'Eddie Editor',
      newStaff: null,
    });
    // Not theirs yet: the second editor sees nothing.
    expect(await workOf(editor2)).toEqual([]);
    expect(
      (await callRoute(t, driveRoutes.download, editor2, { params: { fileId: video?.id ?? '' } }))
        .status,
    ).toBe(404);

    t.clock.advanceHours(1);
    const assigned = await assign(admin, editId, editor2.uid);
    expect(assigned.status).toBe(200);
    expect(assigned.body.flags).toMatchObject({
      passOffStatus: 'Assigned',
      newStaff: 'Edna Editor',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id', 'after_json'])
      .where('action', '=', 'orders.pass_off_assigned')
      .execute();
    expect(audit).toEqual([
      { actor_id: admin.uid, subject_id: editId, after_json: expect.stringContaining(editor2.uid) },
    ]);
    // The new staff member can look before answering.
    expect(await workOf(editor2)).toEqual([editId]);
    expect((await view(editor2, editId)).passOff).toMatchObject({
      state: 'Assigned',
      newStaff: { uid: editor2.uid, name: 'Edna Editor' },
    });
    expect(
      (await callRoute(t, driveRoutes.download, editor2, { params: { fileId: video?.id ?? '' } }))
        .status,
    ).toBe(200);
    // But cannot act on it yet.
    expect((await deliver(t, editor2, partner, editId)).res.statusCode).toBe(404);

    t.clock.advanceHours(1);
    const accepted = await answer(editor2, editId, 'Accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.flags).toMatchObject({ passOffStatus: 'Accepted' });
    const row = await orderRow(t, editId);
    expect(row.staff_id).toBe(editor2.uid);
    expect(row.due_at).toBe(dueAt);
    expect((await view(partner, editId)).passOff).toBeNull();
    expect((await view(partner, editId)).staffName).toBe('Edna Editor');

    // The first editor lets go of it entirely.
    expect(await workOf(editor)).toEqual([]);
    expect(
      (await callRoute(t, driveRoutes.download, editor, { params: { fileId: video?.id ?? '' } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(t, orderRoutes.request, editor, { query: { id: editId } })).status,
    ).toBe(404);

    expect(t.notices.map((n) => [n.event, n.actorId, n.detail])).toEqual([
      ['passOffAsked', editor.uid, { reason: 'Too much work this week' }],
      ['passOffAssigned', admin.uid, { newStaff: 'Edna Editor' }],
      ['passOffAnswered', editor2.uid, { state: 'Accepted' }],
    ]);
    const delivered = await deliver(t, editor2, partner, editId);
    expect(delivered.res.statusCode).toBe(200);
  });

  it('keeps the order with its staff on a decline; the Admin may pick again, or the staff ask again', async () => {
    const { partner, editor, editor2, allrounder, admin } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await ask(editor, editId);
    await assign(admin, editId, editor2.uid);
    const declined = await answer(editor2, editId, 'Declined');
    expect(declined.status).toBe(200);
    expect(declined.body.flags.passOffStatus).toBe('Declined');
    expect((await orderRow(t, editId)).staff_id).toBe(editor.uid);
    expect(await workOf(editor2)).toEqual([]);
    // The same answer again is harmless.
    expect((await answer(editor2, editId, 'Declined')).status).toBe(200);

    const again = await assign(admin, editId, allrounder.uid);
    expect(again.status).toBe(200);
    expect(again.body.flags.newStaff).toBe('Al Rounder');
    expect((await ask(editor, editId)).code).toBe('pass_off_pending');
    await answer(allrounder, editId, 'Declined');

    t.clock.advanceHours(2);
    const askedAgain = await ask(editor, editId, 'Still too busy');
    expect(askedAgain.status).toBe(200);
    const row = await t.db
      .selectFrom('pass_offs')
      .selectAll()
      .where('request_id', '=', editId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'Pending',
      reason: 'Still too busy',
      new_staff_id: null,
      created_at: '2026-11-23T12:00:00.000Z',
      assigned_at: null,
      answered_at: null,
    });
  });
});

describe('POST /api/payment/fulfillment/pass-off refusals', () => {
  it('refuses a second request, a revision, a closed order, other people and bad input, changing nothing', async () => {
    const { partner, editor, editor2, artist, admin } = cast;
    const first = await placeOrder(t, partner, cast);
    const second = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await ask(editor, first.editId ?? '');
    await deliver(t, editor, partner, second.editId ?? '');
    const revisionId = await insertRevision(t, second.editId ?? '');
    const before = await ordersSnapshot(t);

    const cases: Array<[TestUser, string, unknown, number, string]> = [
      [editor, first.editId ?? '', 'Again', 409, 'pass_off_pending'],
      [editor, revisionId, 'Busy', 409, 'not_revisable'],
      [editor, second.editId ?? '', 'Busy', 409, 'request_closed'],
      [editor2, first.thumbnailId ?? '', 'Busy', 404, 'not_found'],
      [artist, first.editId ?? '', 'Busy', 404, 'not_found'],
      [editor, randomUUID(), 'Busy', 404, 'not_found'],
      [partner, first.thumbnailId ?? '', 'Busy', 403, 'forbidden'],
      [admin, first.thumbnailId ?? '', 'Busy', 403, 'forbidden'],
      [artist, first.thumbnailId ?? '', '', 400, 'form_incomplete'],
      [artist, first.thumbnailId ?? '', 'x'.repeat(401), 400, 'invalid_input'],
      [artist, first.thumbnailId ?? '', 7, 400, 'invalid_input'],
      [artist, 'not-an-id', 'Busy', 400, 'invalid_input'],
    ];
    for (const [who, id, reason, code, error] of cases) {
      const res = await ask(who, id, reason);
      expect([res.status, res.code]).toEqual([code, error]);
    }
    const missing = await callRoute(t, orderRoutes.requestPassOff, artist, {
      body: wrong({ requestId: first.thumbnailId }),
    });
    expect([missing.status, missing.code]).toEqual([400, 'form_incomplete']);
    t.clock.advanceHours(24);
    const expired = await ask(artist, first.thumbnailId ?? '');
    expect(expired.code).toBe('request_expired');
    expect(await ordersSnapshot(t)).toBe(before);
  });
});

describe('PATCH /api/payment/fulfillment/pass-off refusals', () => {
  it('lets only an Admin pick an Available staff member of the right role who is not the current one', async () => {
    const { partner, editor, editor2, artist, admin, allrounder } = cast;
    const { editId = '', thumbnailId = '' } = await placeOrder(t, partner, cast);
    await ask(editor, editId);
    const busy = await callRoute(t, teamRoutes.setStatus, allrounder, { body: { status: 'Busy' } });
    expect(busy.status).toBe(200);
    const before = await ordersSnapshot(t);

    const cases: Array<[TestUser, string, unknown, number, string]> = [
      [editor, editId, editor2.uid, 403, 'forbidden'],
      [partner, editId, editor2.uid, 403, 'forbidden'],
      [editor2, editId, editor2.uid, 403, 'forbidden'],
      [admin, thumbnailId, cast.artist2.uid, 404, 'not_found'],
      [admin, randomUUID(), editor2.uid, 404, 'not_found'],
      [admin, editId, artist.uid, 400, 'invalid_input'],
      [admin, editId, partner.uid, 400, 'invalid_input'],
      [admin, editId, randomUUID(), 400, 'invalid_input'],
      [admin, editId, editor.uid, 400, 'invalid_input'],
      [admin, editId, allrounder.uid, 409, 'pass_off_staff_away'],
      [admin, editId, 'edna', 400, 'invalid_input'],
      [admin, editId, undefined, 400, 'form_incomplete'],
    ];
    for (const [who, id, newStaff, code, error] of cases) {
      const res = await assign(who, id, newStaff);
      expect([res.status, res.code]).toEqual([code, error]);
    }
    expect(await ordersSnapshot(t)).toBe(before);

    await assign(admin, editId, editor2.uid);
    const twice = await assign(admin, editId, cast.editor2.uid);
    expect(twice.code).toBe('pass_off_pending');
  });

  it('tells the Admin in their own words who is away and until when', async () => {
    const { partner, editor, editor2, admin, allrounder } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    await ask(editor, editId);
    const away = await callRoute(t, teamRoutes.bookVacation, admin, {
      body: { uid: editor2.uid, start: '2026-11-23', end: '2026-12-04' },
    });
    expect(away.status).toBe(200);
    const busy = await callRoute(t, teamRoutes.setStatus, allrounder, {
      body: { status: 'Busy' },
    });
    expect(busy.status).toBe(200);
    const before = await ordersSnapshot(t);

    const onVacation = await assign(admin, editId, editor2.uid);
    expect([onVacation.status, onVacation.code, onVacation.error?.message]).toEqual([
      409,
      'pass_off_staff_away',
      'Edna Editor is on vacation until 4 Dec 2026; choose someone else.',
    ]);
    const isBusy = await assign(admin, editId, allrounder.uid);
    expect([isBusy.code, isBusy.error?.message]).toEqual([
      'pass_off_staff_away',
      'Al Rounder is Busy; choose someone else.',
    ]);
    // Not the Partner's order-form text about ordering again later.
    expect(onVacation.error?.link).toBeUndefined();
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('refuses a pass-off of a closed order', async () => {
    const { partner, artist, admin, artist2 } = cast;
    const { thumbnailId = '' } = await placeOrder(t, partner, cast);
    await ask(artist, thumbnailId);
    await t.db
      .updateTable('production_requests')
      .set({ status: 'cancelled', close_reason: 'Overdue', closed_at: startTime })
      .where('id', '=', thumbnailId)
      .execute();
    const before = await ordersSnapshot(t);
    const res = await assign(admin, thumbnailId, artist2.uid);
    expect(res.code).toBe('request_closed');
    expect(await ordersSnapshot(t)).toBe(before);
  });
});

describe('POST /api/payment/fulfillment/pass-off/answer refusals', () => {
  it('takes an answer only from the staff member the order was assigned to', async () => {
    const { partner, editor, editor2, admin, allrounder } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    await ask(editor, editId);
    // Nobody picked yet.
    expect((await answer(editor2, editId, 'Accepted')).status).toBe(404);
    await assign(admin, editId, editor2.uid);
    const before = await ordersSnapshot(t);
    const cases: Array<[TestUser, unknown, number, string]> = [
      [editor, 'Accepted', 404, 'not_found'],
      [allrounder, 'Accepted', 404, 'not_found'],
      [partner, 'Accepted', 403, 'forbidden'],
      [admin, 'Accepted', 403, 'forbidden'],
      [editor2, 'Maybe', 400, 'invalid_input'],
      [editor2, undefined, 400, 'form_incomplete'],
    ];
    for (const [who, state, code, error] of cases) {
      const res = await answer(who, editId, state);
      expect([res.status, res.code]).toEqual([code, error]);
    }
    const unknown = await answer(editor2, randomUUID(), 'Accepted');
    expect(unknown.status).toBe(404);
    expect(await ordersSnapshot(t)).toBe(before);

    await answer(editor2, editId, 'Accepted');
    // Once accepted, changing one's mind is not possible.
    expect((await answer(editor2, editId, 'Declined')).status).toBe(404);
    expect((await orderRow(t, editId)).staff_id).toBe(editor2.uid);
  });

  it('answers request_expired past the due time and leaves the order where it was', async () => {
    const { partner, editor, editor2, admin } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    await ask(editor, editId);
    await assign(admin, editId, editor2.uid);
    t.clock.advanceHours(48);
    const before = await ordersSnapshot(t);
    const res = await answer(editor2, editId, 'Accepted');
    expect([res.status, res.code]).toEqual([410, 'request_expired']);
    expect(await ordersSnapshot(t)).toBe(before);
  });
});
