import { errorCatalogue } from '../../../common/errors.js';
import { orderRoutes } from '../../../common/api/orders.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { insertOrder, insertOrderFile, orderRow } from '../../test/orders.js';
import { useDeliveredEdit } from '../../test/review.js';
import { unusedCounts } from '../payments/payments.public.js';

// A delivered edit with its one revision (credit spent), and the editor's delivery on it.
const { t, cast, clock, delivery } = useDeliveredEdit({ spend: true });
beforeEach(() => clock.advanceHours(5));

const note = 'Please make the intro shorter.';
const revise = (user: TestUser, id: string, payload: unknown = { message: note }) =>
  callRoute(t, orderRoutes.requestRevision, user, {
    params: { fileId: id },
    body: wrong(payload),
  }).then((r) => r.raw);
const ordersCount = async () =>
  (await t.db.selectFrom('production_requests').select('id').execute()).length;

describe('POST /api/drive/update/revisions/{fileId}', () => {
  it('opens a revision order for the same editor, due after their edit speed, and spends no credit', async () => {
    const creditsBefore = await unusedCounts(t.db, cast.partner.uid);
    const res = await revise(cast.partner, delivery.fileId);
    expect(res.statusCode).toBe(200);
    const { requestId: orderId, revisionsLeft } = res.json();
    expect(revisionsLeft).toBe(0);
    expect((await orderRow(t, delivery.order.id)).revisions_left).toBe(0);

    const revision = await orderRow(t, orderId);
    expect(revision).toMatchObject({
      type: 'Edit',
      is_revision: 1,
      of_request_id: delivery.order.id,
      video_request_id: delivery.order.video_request_id,
      client_id: cast.partner.uid,
      staff_id: cast.editor.uid,
      author_id: cast.partner.uid,
      folder_id: delivery.order.folder_id,
      title: delivery.order.title,
      message: note,
      product: 'Video Edit',
      duration_minutes: 10,
      revisions_left: 0,
      status: 'open',
      created_at: '2026-12-01T15:00:00.000Z',
      // Eddie edits in 2 days.
      due_at: '2026-12-03T15:00:00.000Z',
      original_due_at: '2026-12-03T15:00:00.000Z',
    });
    expect(await unusedCounts(t.db, cast.partner.uid)).toEqual(creditsBefore);
    const spends = await t.db
      .selectFrom('credit_entries')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(spends).toEqual([]);

    const events = await t.db
      .selectFrom('order_events')
      .select(['event', 'actor_id'])
      .where('request_id', '=', orderId)
      .execute();
    expect(events).toEqual([{ event: 'revisionAsked', actor_id: cast.partner.uid }]);
    expect(t.sent.map((m) => m.to)).toEqual([cast.editor.email]);
    expect(t.sent[0]?.text).toContain('Pat Partner asked you for a revision, due');
    expect(t.sent[0]?.text).toContain(`What to change: ${note}`);
  });

  it('refuses a second revision with the no_revisions_left message, changing nothing', async () => {
    expect((await revise(cast.partner, delivery.fileId)).statusCode).toBe(200);
    const count = await ordersCount();
    const res = await revise(cast.partner, delivery.fileId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'no_revisions_left',
      message: errorCatalogue.no_revisions_left.message,
    });
    expect(await ordersCount()).toBe(count);
    expect((await orderRow(t, delivery.order.id)).revisions_left).toBe(0);
  });

  it('opens one revision when two requests for the last one race', async () => {
    const count = await ordersCount();
    const [a, b] = await Promise.all([
      revise(cast.partner, delivery.fileId),
      revise(cast.partner, delivery.fileId),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await ordersCount()).toBe(count + 1);
    expect((await orderRow(t, delivery.order.id)).revisions_left).toBe(0);
  });

  it.each([
    ['19 characters', { message: 'x'.repeat(19) }, 'Message must be at least 20 characters long!'],
    ['401 characters', { message: 'x'.repeat(401) }, 'At most 400 characters.'],
    ['20 spaces', { message: ' '.repeat(20) }, undefined],
    ['a number', { message: 1234567890 }, undefined],
  ])('refuses a message of %s with 400, changing nothing', async (_name, payload, message) => {
    const count = await ordersCount();
    const res = await revise(cast.partner, delivery.fileId, payload);
    expect(res.statusCode).toBe(400);
    // Without review notes going with it, the short message is refused by the revision rule.
    const error = res.json().error;
    if (message) expect(error.fieldErrors?.message ?? error.message).toBe(message);
    expect(await ordersCount()).toBe(count);
    expect((await orderRow(t, delivery.order.id)).revisions_left).toBe(1);
  });

  it('refuses a missing message with form_incomplete and a malformed file id with 400', async () => {
    const missing = await revise(cast.partner, delivery.fileId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('form_incomplete');
    expect((await revise(cast.partner, 'not-a-file')).statusCode).toBe(400);
    expect((await revise(cast.partner, 'f'.repeat(32))).statusCode).toBe(404);
    expect((await orderRow(t, delivery.order.id)).revisions_left).toBe(1);
  });

  it("answers 404 for someone else's file and 403 to the staff member; an Admin may ask", async () => {
    const count = await ordersCount();
    expect((await revise(cast.otherPartner, delivery.fileId)).statusCode).toBe(404);
    expect((await revise(cast.otherEditor, delivery.fileId)).statusCode).toBe(404);
    expect((await revise(cast.editor, delivery.fileId)).statusCode).toBe(403);
    expect(await ordersCount()).toBe(count);
    expect((await orderRow(t, delivery.order.id)).revisions_left).toBe(1);

    const byAdmin = await revise(cast.admin, delivery.fileId);
    expect(byAdmin.statusCode).toBe(200);
    expect((await orderRow(t, byAdmin.json().requestId)).author_id).toBe(cast.admin.uid);
  });

  it('refuses raw footage, a thumbnail, an undelivered order and a file on no order', async () => {
    const raw = await insertOrderFile(t, delivery.order, { layer: 1 });
    const thumbnailOrder = await insertOrder(
      t,
      { client: cast.partner, staff: cast.artist },
      {
        createdAt: clock.iso(),
        type: 'Thumbnail',
        status: 'fulfilled',
        revisions_left: 1,
      },
    );
    const thumbnail = await insertOrderFile(t, thumbnailOrder, { mime: 'image/png' });
    const openOrder = await insertOrder(
      t,
      { client: cast.partner, staff: cast.editor },
      {
        createdAt: clock.iso(),
        revisions_left: 1,
      },
    );
    const early = await insertOrderFile(t, openOrder);
    const loose = await insertOrderFile(t, delivery.order, { layer: 1, onOrder: false });
    const count = await ordersCount();
    for (const id of [raw, thumbnail, early, loose]) {
      const res = await revise(cast.partner, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('revision_not_allowed');
    }
    // Someone else's loose file stays unknown to them.
    expect((await revise(cast.otherPartner, loose)).statusCode).toBe(404);
    expect(await ordersCount()).toBe(count);
  });

  it('gives a revision of a delivered revision to the same editor, due in 5 days without a speed, as orders are', async () => {
    await t.db
      .updateTable('users')
      .set({ edit_speed_days: null })
      .where('id', '=', cast.editor.uid)
      .execute();
    const first = (await revise(cast.partner, delivery.fileId)).json();
    // The revision is delivered; fulfilment gives it its own revision.
    await t.db
      .updateTable('production_requests')
      .set({ status: 'fulfilled', revisions_left: 1 })
      .where('id', '=', first.requestId)
      .execute();
    const revised = await orderRow(t, first.requestId);
    const revisedFile = await insertOrderFile(t, revised);
    const res = await revise(cast.partner, revisedFile);
    expect(res.statusCode).toBe(200);
    const second = await orderRow(t, res.json().requestId);
    expect(second).toMatchObject({
      of_request_id: first.requestId,
      staff_id: cast.editor.uid,
      // The slowest edit speed the sign-up form allows, as a new order of this editor gets.
      due_at: '2026-12-06T15:00:00.000Z',
    });
  });
});
