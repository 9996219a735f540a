import { orderRoutes } from '../../../common/api/orders.js';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { driveRoutes } from '../../../common/api/drive.js';
import { deliver, ordersSnapshot, placeOrder, useOrdersApp, videoFile } from '../../test/orders.js';
import { callRoute } from '../../test/call-route.js';

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
      for (const id of [open.editId, open.thumbnailId, done.editId].map((i) => i ?? '')) {
        const one = await callRoute(t, orderRoutes.request, who, { query: { id } });
        expect([who.username, one.status]).toEqual([who.username, 404]);
        const tracker = await callRoute(t, orderRoutes.productStatus, who, {
          query: { type: 'status', id },
        });
        expect(tracker.status).toBe(404);
      }
      for (const fileId of [raw?.id, delivery.id])
        expect(
          (await callRoute(t, driveRoutes.download, who, { params: { fileId: fileId ?? '' } }))
            .status,
        ).toBe(404);
    }
    for (const who of [premium, editor2, artist2, allrounder]) {
      for (const type of ['unfulfilled', 'fulfilled'] as const) {
        const res = await callRoute(t, orderRoutes.requests, who, { query: { type } });
        const ids = res.body.items;
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

    const activate = { body: { requestId: editId } };
    const passOff = { body: { requestId: editId, reason: 'Mine now' } };
    const attempts: Array<[string, TestUser, () => Promise<{ status: number }>, number]> = [
      ['activate', premium, () => callRoute(t, orderRoutes.activate, premium, activate), 403],
      ['activate', editor2, () => callRoute(t, orderRoutes.activate, editor2, activate), 404],
      ['activate', artist, () => callRoute(t, orderRoutes.activate, artist, activate), 404],
      ['pass off', editor2, () => callRoute(t, orderRoutes.requestPassOff, editor2, passOff), 404],
      ['pass off', premium, () => callRoute(t, orderRoutes.requestPassOff, premium, passOff), 403],
      [
        'deliver',
        editor2,
        () =>
          callRoute(t, orderRoutes.sendFulfillmentForm, editor2, {
            query: { uid: partner.uid },
            body: {
              videoData: { requestId: editId },
              file: [{ author: editor2.uid, uri: intruderVideo.uri }],
            } as never,
          }),
        404,
      ],
      [
        'assign a pass-off',
        editor2,
        () =>
          callRoute(t, orderRoutes.assignPassOff, editor2, {
            query: { id: editId },
            body: { newStaff: editor2.uid },
          }),
        403,
      ],
      [
        'answer a pass-off',
        editor2,
        () =>
          callRoute(t, orderRoutes.answerPassOff, editor2, {
            query: { id: editId },
            body: { state: 'Accepted' },
          }),
        404,
      ],
    ];
    for (const [what, who, attempt, code] of attempts) {
      const res = await attempt();
      expect([what, who.username, res.status]).toEqual([what, who.username, code]);
    }
    expect(await ordersSnapshot(t)).toBe(before);
    expect(t.notices).toEqual([]);
  });

  it('are all visible to an Admin, who still cannot act as their staff', async () => {
    const { admin } = cast;
    const { open, done } = await patsOrders();
    for (const id of [open.editId, open.thumbnailId, done.editId].map((i) => i ?? '')) {
      expect((await callRoute(t, orderRoutes.request, admin, { query: { id } })).status).toBe(200);
      expect(
        (await callRoute(t, orderRoutes.productStatus, admin, { query: { type: 'status', id } }))
          .status,
      ).toBe(200);
    }
    const raw = open.files[0];
    expect(
      (await callRoute(t, driveRoutes.download, admin, { params: { fileId: raw?.id ?? '' } }))
        .status,
    ).toBe(200);
    const before = await ordersSnapshot(t);
    const activate = await callRoute(t, orderRoutes.activate, admin, {
      body: {
        requestId: open.editId ?? '',
      },
    });
    expect(activate.status).toBe(403);
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('answer 401 to every order route without a token', async () => {
    const { partner } = cast;
    const { open } = await patsOrders();
    const id = open.editId ?? '';
    const routes: Array<[string, () => Promise<{ status: number }>]> = [
      [
        'place',
        () =>
          callRoute(t, orderRoutes.sendProductionForm, null, {
            body: {
              folderName: 'x',
              form: {
                videoName: 'x',
                editsEnabled: false,
                thumbnailsEnabled: true,
                assignedArtist: cast.artist.uid,
              },
              file: [],
            } as never,
          }),
      ],
      [
        'deliver',
        () =>
          callRoute(t, orderRoutes.sendFulfillmentForm, null, {
            query: { uid: partner.uid },
            body: {
              videoData: { requestId: id },
              file: [{ author: cast.editor.uid, uri: 'x' }],
            } as never,
          }),
      ],
      ['list', () => callRoute(t, orderRoutes.requests, null, { query: { type: 'unfulfilled' } })],
      ['read', () => callRoute(t, orderRoutes.request, null, { query: { id } })],
      ['work', () => callRoute(t, orderRoutes.work, null, { query: { type: 'assigned' } })],
      [
        'tracker',
        () => callRoute(t, orderRoutes.productStatus, null, { query: { type: 'status', id } }),
      ],
      ['activate', () => callRoute(t, orderRoutes.activate, null, { body: { requestId: id } })],
      [
        'pass off',
        () =>
          callRoute(t, orderRoutes.requestPassOff, null, { body: { requestId: id, reason: 'x' } }),
      ],
      [
        'assign a pass-off',
        () =>
          callRoute(t, orderRoutes.assignPassOff, null, {
            query: { id },
            body: { newStaff: cast.editor2.uid },
          }),
      ],
      [
        'answer a pass-off',
        () =>
          callRoute(t, orderRoutes.answerPassOff, null, {
            query: { id },
            body: { state: 'Accepted' },
          }),
      ],
      ['earnings', () => callRoute(t, orderRoutes.earnings, null)],
    ];
    const before = await ordersSnapshot(t);
    for (const [what, attempt] of routes) {
      const res = await attempt();
      expect([what, res.status]).toEqual([what, 401]);
    }
    expect(await ordersSnapshot(t)).toBe(before);
  });
});
