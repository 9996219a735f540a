import { driveRoutes, uploadUri } from '../../../common/api/drive.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { orderRoutes } from '../../../common/api/orders.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deliver,
  grant,
  imageFile,
  insertRevision,
  orderRow,
  ordersSnapshot,
  placeOrder,
  sendFulfillmentForm,
  startTime,
  unfinishedVideo,
  useOrdersApp,
  videoFile,
} from '../../test/orders.js';
import { callRoute } from '../../test/call-route.js';

const { t, cast } = useOrdersApp();

const setTier = async (uid: string, tier: number) => {
  const res = await callRoute(t, teamRoutes.setTier, cast.admin, { body: { uid, tier } });
  expect(res.status).toBe(200);
};

describe('POST /api/comm/send-fulfillment-form', () => {
  it('closes the edit as Fulfilled, attaches the delivery as layer 2 and records the pay', async () => {
    const { partner, editor } = cast;
    const placed = await placeOrder(t, partner, cast);
    const editId = placed.editId ?? '';
    t.clock.advanceHours(5);
    t.notices.length = 0;
    const { res, file } = await deliver(t, editor, partner, editId);
    expect(res.statusCode).toBe(200);
    // Tier 1, a 10-minute Video Edit: $10.
    expect(res.json()).toEqual({ requestId: editId, earningsCents: 1000 });

    const closedAt = t.clock.now().toISOString();
    const row = await orderRow(t, editId);
    expect(row).toMatchObject({
      status: 'fulfilled',
      closed_at: closedAt,
      close_reason: 'Fulfilled',
      // Never activated by hand: delivery counts as the start.
      activated_at: closedAt,
      revisions_left: 1,
    });
    const stored = await t.db
      .selectFrom('drive_files')
      .select(['order_id', 'layer', 'folder_id'])
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ order_id: editId, layer: 2, folder_id: row.folder_id });
    const earnings = await t.db
      .selectFrom('staff_earnings')
      .selectAll()
      .where('staff_id', '=', editor.uid)
      .execute();
    expect(earnings).toEqual([
      expect.objectContaining({
        staff_id: editor.uid,
        request_id: editId,
        tier: 1,
        amount_cents: 1000,
        created_at: closedAt,
      }),
    ]);
    expect(t.notices.map((n) => [n.event, n.orderId, n.actorId])).toEqual([
      ['fulfilled', editId, editor.uid],
    ]);

    // The Partner reads the delivery, and the order shows it.
    expect(
      (await callRoute(t, driveRoutes.download, partner, { params: { fileId: file.id } })).status,
    ).toBe(200);
    const seen = await callRoute(t, orderRoutes.request, partner, { query: { id: editId } });
    expect(seen.body).toMatchObject({
      status: 'fulfilled',
      id: file.id,
      name: 'final.mp4',
      revisions: 1,
      revisionDisabled: false,
      deliveries: [{ id: file.id, name: 'final.mp4', mime: 'video/mp4' }],
      closeReason: 'Fulfilled',
    });
  });

  it('keeps an activation time set earlier', async () => {
    const { partner, editor } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    const activated = await callRoute(t, orderRoutes.activate, editor, {
      body: {
        requestId: editId,
      },
    });
    expect(activated.status).toBe(200);
    t.clock.advanceHours(3);
    await deliver(t, editor, partner, editId);
    expect((await orderRow(t, editId)).activated_at).toBe(startTime);
  });

  it('delivers a thumbnail with images: no revisions, $5 at any tier', async () => {
    const { partner, artist } = cast;
    await setTier(artist.uid, 3);
    const { thumbnailId = '' } = await placeOrder(t, partner, cast);
    const { res } = await deliver(t, artist, partner, thumbnailId, 'image');
    expect(res.json()).toEqual({ requestId: thumbnailId, earningsCents: 500 });
    expect(await orderRow(t, thumbnailId)).toMatchObject({
      status: 'fulfilled',
      revisions_left: 0,
    });
  });

  it('pays by the staff member tier: a 10-minute edit is $15 at tier 2, $20 at tier 3', async () => {
    const { partner, editor } = cast;
    await setTier(editor.uid, 2);
    const first = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    expect((await deliver(t, editor, partner, first.editId ?? '')).res.json().earningsCents).toBe(
      1500,
    );
    await setTier(editor.uid, 3);
    const second = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    expect((await deliver(t, editor, partner, second.editId ?? '')).res.json().earningsCents).toBe(
      2000,
    );
    const tiers = await t.db
      .selectFrom('staff_earnings')
      .select(['tier', 'amount_cents'])
      .where('staff_id', '=', editor.uid)
      .orderBy('amount_cents')
      .execute();
    expect(tiers).toEqual([
      { tier: 2, amount_cents: 1500 },
      { tier: 3, amount_cents: 2000 },
    ]);
  });

  it('pays a Shorts Edit per minute: 3 minutes at tier 2 is $22.50', async () => {
    const { partner, editor } = cast;
    await setTier(editor.uid, 2);
    await grant(t, partner, 'Shorts Edit', 3, 1);
    const { editId = '' } = await placeOrder(t, partner, cast, {
      thumbnailsEnabled: false,
      duration: 3,
      product: 'Shorts Edit',
    });
    expect((await deliver(t, editor, partner, editId)).res.json().earningsCents).toBe(2250);
  });

  it('pays a revision order the per-order minimum and gives it a revision of its own', async () => {
    const { partner, editor } = cast;
    await setTier(editor.uid, 3);
    const { editId = '' } = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
    await deliver(t, editor, partner, editId);
    // The revision route belongs to another module; its order is written here as it would be.
    const revisionId = await insertRevision(t, editId, {
      message: 'Please make the intro shorter.',
    });
    const { res } = await deliver(t, editor, partner, revisionId);
    expect(res.json()).toEqual({ requestId: revisionId, earningsCents: 500 });
    expect((await orderRow(t, revisionId)).revisions_left).toBe(1);
  });

  it('answers request_expired at or after the due time, and changes nothing', async () => {
    const { partner, editor } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    const video = await videoFile(t, editor, 'Deliveries');
    t.clock.advanceHours(48);
    const before = await ordersSnapshot(t);
    const res = await sendFulfillmentForm(t, editor, partner.uid, {
      videoData: { requestId: editId },
      file: [{ author: editor.uid, uri: video.uri }],
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('request_expired');
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('answers request_closed for an order already delivered or cancelled', async () => {
    const { partner, editor, artist } = cast;
    const { editId = '', thumbnailId = '' } = await placeOrder(t, partner, cast);
    await deliver(t, editor, partner, editId);
    const before = await ordersSnapshot(t);
    const again = await deliver(t, editor, partner, editId);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().error.code).toBe('request_closed');

    await t.db
      .updateTable('production_requests')
      .set({ status: 'cancelled', close_reason: 'Overdue', closed_at: startTime })
      .where('id', '=', thumbnailId)
      .execute();
    const cancelled = await deliver(t, artist, partner, thumbnailId, 'image');
    expect(cancelled.res.json().error.code).toBe('request_closed');
    // Only the new, unattached uploads of the refused deliveries differ.
    const after = JSON.parse(await ordersSnapshot(t));
    const was = JSON.parse(before);
    expect(after.orders.filter((o: { id: string }) => o.id === editId)).toEqual(
      was.orders.filter((o: { id: string }) => o.id === editId),
    );
    expect(after.earnings).toEqual(was.earnings);
  });

  it('answers 404 and changes nothing when someone else delivers, or names the wrong client', async () => {
    const { partner, premium, editor, editor2, artist, admin } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    const uploads = {
      editor2: await videoFile(t, editor2, 'Deliveries'),
      artist: await videoFile(t, artist, 'Deliveries'),
      editor: await videoFile(t, editor, 'Deliveries'),
    };
    const before = await ordersSnapshot(t);
    for (const [who, file] of [
      [editor2, uploads.editor2],
      [artist, uploads.artist],
    ] as const) {
      const res = await sendFulfillmentForm(t, who, partner.uid, {
        videoData: { requestId: editId },
        file: [{ author: who.uid, uri: file.uri }],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const wrongClient = await sendFulfillmentForm(t, editor, premium.uid, {
      videoData: { requestId: editId },
      file: [{ author: editor.uid, uri: uploads.editor.uri }],
    });
    expect(wrongClient.statusCode).toBe(404);
    const unknown = await sendFulfillmentForm(t, editor, partner.uid, {
      videoData: { requestId: randomUUID() },
      file: [{ author: editor.uid, uri: uploads.editor.uri }],
    });
    expect(unknown.statusCode).toBe(404);
    for (const who of [partner, admin]) {
      const res = await sendFulfillmentForm(t, who, partner.uid, {
        videoData: { requestId: editId },
        file: [{ author: who.uid, uri: uploads.editor.uri }],
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it("refuses files that are not the staff member's finished uploads of the order's kind", async () => {
    const { partner, editor } = cast;
    const { editId = '', files } = await placeOrder(t, partner, cast);
    const partnerVideo = files[0];
    if (!partnerVideo) throw new Error('no upload');
    const mine = await videoFile(t, editor, 'Deliveries');
    const image = await imageFile(t, editor, 'Deliveries');
    const partial = await unfinishedVideo(t, editor, 'Deliveries');
    const before = await ordersSnapshot(t);
    const cases: Array<[object, number, string]> = [
      // Someone else named as the author.
      [{ author: partner.uid, uri: mine.uri }, 404, 'not_found'],
      // The Partner's upload, claimed as the editor's.
      [{ author: editor.uid, uri: partnerVideo.uri }, 404, 'not_found'],
      [{ author: editor.uid, uri: image.uri }, 415, 'unsupported_file_type'],
      [{ author: editor.uid, uri: partial.uri }, 409, 'upload_unfinished'],
      [{ author: editor.uid, uri: uploadUri('x', 'not-an-id') }, 404, 'not_found'],
    ];
    for (const [file, status, code] of cases) {
      const res = await sendFulfillmentForm(t, editor, partner.uid, {
        videoData: { requestId: editId },
        file: [{ author: editor.uid, uri: mine.uri }, file],
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('refuses missing, malformed and over-long input, and changes nothing', async () => {
    const { partner, editor } = cast;
    const { editId = '' } = await placeOrder(t, partner, cast);
    const mine = await videoFile(t, editor, 'Deliveries');
    const good = {
      videoData: { requestId: editId },
      file: [{ author: editor.uid, uri: mine.uri }],
    };
    const before = await ordersSnapshot(t);
    const missing = await sendFulfillmentForm(t, editor, partner.uid, { videoData: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('form_incomplete');
    const cases: Array<[string, object]> = [
      [partner.uid, { ...good, file: [] }],
      [partner.uid, { ...good, videoData: { requestId: 'not-an-id' } }],
      [partner.uid, { ...good, file: [{ author: editor.uid, uri: 'x'.repeat(1501) }] }],
      [partner.uid, { ...good, file: Array.from({ length: 51 }, () => good.file[0]) }],
      [partner.uid, { ...good, file: 'final.mp4' }],
      ['someone', good],
    ];
    for (const [uid, body] of cases) {
      const res = await sendFulfillmentForm(t, editor, uid, body);
      expect(res.statusCode).toBe(400);
    }
    const noClient = await callRoute(t, orderRoutes.sendFulfillmentForm, editor, { body: good });
    expect(noClient.status).toBe(400);
    expect(await ordersSnapshot(t)).toBe(before);
  });
});
