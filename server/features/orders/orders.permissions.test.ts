import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { get } from '../../test/drive.js';
import {
  call,
  deliver,
  ordersSnapshot,
  placeOrder,
  useOrdersApp,
  videoFile,
} from '../../test/orders.js';

// Across users: a Partner sees and acts only on their own orders, staff only on those assigned
// to them, Admins on all. Someone else's order answers 404 (403 where the account type may never
// do it) and changes nothing.

const { t, cast } = useOrdersApp();

/** Pat's order (edit by the editor, thumbnail by the artist), with the edit delivered. */
async function patsOrders() {
  const { partner, editor } = cast;
  const open = await placeOrder(t, partner, cast);
  const done = await placeOrder(t, partner, cast, { thumbnailsEnabled: false });
  const { file: delivery } = await deliver(t, editor, partner, done.editId ?? '');
  return { open, done, delivery };
}

describe("another user's orders", () => {
  it('are invisible to another Partner and to staff not assigned: 404 on every read', async () => {
    const { premium, editor2, artist2, allrounder, affiliate, partner } = cast;
    const { open, done, delivery } = await patsOrders();
    const raw = open.files[0];
    await placeOrder(t, premium, { editor: editor2, artist: artist2 });

    for (const who of [premium, editor2, artist2, allrounder, affiliate]) {
      for (const id of [open.editId, open.thumbnailId, done.editId]) {
        const one = await call(t, who, 'GET', `/api/payment/fulfillment/request?id=${id}`);
        expect([who.username, one.statusCode]).toEqual([who.username, 404]);
        const tracker = await call(t, who, 'GET', `/api/payment/product?type=status&id=${id}`);
        expect(tracker.statusCode).toBe(404);
      }
      for (const fileId of [raw?.id, delivery.id])
        expect((await get(t, who, `/api/drive/download/${fileId}`)).statusCode).toBe(404);
    }
    for (const who of [premium, editor2, artist2, allrounder]) {
      for (const type of ['unfulfilled', 'fulfilled']) {
        const res = await call(t, who, 'GET', `/api/payment/fulfillment/requests?type=${type}`);
        const ids = res.json<{ items: Array<{ clientUser: { uid: string } }> }>().items;
        expect(ids.every((i) => i.clientUser.uid !== partner.uid)).toBe(true);
      }
    }
  });

  it('cannot be acted on by anyone but their staff: refused, nothing changed, nobody notified', async () => {
    const { partner, premium, editor2, artist } = cast;
    const { open } = await patsOrders();
    const editId = open.editId ?? '';
    const intruderVideo = await videoFile(t, editor2, 'Deliveries');
    t.notices.length = 0;
    const before = await ordersSnapshot(t);

    const attempts: Array<[TestUser, 'POST' | 'PATCH', string, object, number]> = [
      [premium, 'POST', '/api/payment/fulfillment/activate', { requestId: editId }, 403],
      [editor2, 'POST', '/api/payment/fulfillment/activate', { requestId: editId }, 404],
      [artist, 'POST', '/api/payment/fulfillment/activate', { requestId: editId }, 404],
      [
        editor2,
        'POST',
        '/api/payment/fulfillment/pass-off',
        { requestId: editId, reason: 'Mine now' },
        404,
      ],
      [
        premium,
        'POST',
        '/api/payment/fulfillment/pass-off',
        { requestId: editId, reason: 'Mine now' },
        403,
      ],
      [
        editor2,
        'POST',
        `/api/comm/send-fulfillment-form?uid=${partner.uid}`,
        {
          videoData: { requestId: editId },
          file: [{ author: editor2.uid, uri: intruderVideo.uri }],
        },
        404,
      ],
      [
        editor2,
        'PATCH',
        `/api/payment/fulfillment/pass-off?id=${editId}`,
        { newStaff: editor2.uid },
        403,
      ],
      [
        editor2,
        'POST',
        `/api/payment/fulfillment/pass-off/answer?id=${editId}`,
        { state: 'Accepted' },
        404,
      ],
    ];
    for (const [who, method, url, body, code] of attempts) {
      const res = await call(t, who, method, url, body);
      expect([url, res.statusCode]).toEqual([url, code]);
    }
    expect(await ordersSnapshot(t)).toBe(before);
    expect(t.notices).toEqual([]);
  });

  it('are all visible to an Admin, who still cannot act as their staff', async () => {
    const { admin } = cast;
    const { open, done } = await patsOrders();
    for (const id of [open.editId, open.thumbnailId, done.editId]) {
      expect(
        (await call(t, admin, 'GET', `/api/payment/fulfillment/request?id=${id}`)).statusCode,
      ).toBe(200);
      expect(
        (await call(t, admin, 'GET', `/api/payment/product?type=status&id=${id}`)).statusCode,
      ).toBe(200);
    }
    const raw = open.files[0];
    expect((await get(t, admin, `/api/drive/download/${raw?.id}`)).statusCode).toBe(200);
    const before = await ordersSnapshot(t);
    const activate = await call(t, admin, 'POST', '/api/payment/fulfillment/activate', {
      requestId: open.editId,
    });
    expect(activate.statusCode).toBe(403);
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('answer 401 to every order route without a token', async () => {
    const { partner } = cast;
    const { open } = await patsOrders();
    const id = open.editId ?? '';
    const routes: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      [
        'POST',
        '/api/comm/send-production-form',
        {
          folderName: 'x',
          form: {
            videoName: 'x',
            editsEnabled: false,
            thumbnailsEnabled: true,
            assignedArtist: cast.artist.uid,
          },
          file: [],
        },
      ],
      [
        'POST',
        `/api/comm/send-fulfillment-form?uid=${partner.uid}`,
        { videoData: { requestId: id }, file: [{ author: cast.editor.uid, uri: 'x' }] },
      ],
      ['GET', '/api/payment/fulfillment/requests?type=unfulfilled'],
      ['GET', `/api/payment/fulfillment/request?id=${id}`],
      ['GET', '/api/payment/fulfillment/work?type=assigned'],
      ['GET', `/api/payment/product?type=status&id=${id}`],
      ['POST', '/api/payment/fulfillment/activate', { requestId: id }],
      ['POST', '/api/payment/fulfillment/pass-off', { requestId: id, reason: 'x' }],
      ['PATCH', `/api/payment/fulfillment/pass-off?id=${id}`, { newStaff: cast.editor2.uid }],
      ['POST', `/api/payment/fulfillment/pass-off/answer?id=${id}`, { state: 'Accepted' }],
      ['GET', '/api/payment/fulfillment/earnings'],
    ];
    const before = await ordersSnapshot(t);
    for (const [method, url, body] of routes) {
      const res = await call(t, undefined, method, url, body);
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    expect(await ordersSnapshot(t)).toBe(before);
  });
});
