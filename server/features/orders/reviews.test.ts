import { describe, expect, it } from 'vitest';
import { orderRoutes } from '../../../common/api/orders.js';
import { callRoute } from '../../test/call-route.js';
import type { TestUser } from '../../test/factories.js';
import {
  deliver,
  placeOrder,
  ratingOf,
  sendFulfillmentForm,
  useOrdersApp,
  videoFile,
} from '../../test/orders.js';

const { t, cast } = useOrdersApp();

/** An edit of the Partner's, delivered by their editor. */
async function deliveredEdit(): Promise<string> {
  const placed = await placeOrder(t, cast.partner, cast, { thumbnailsEnabled: false });
  const id = placed.editId ?? '';
  t.clock.advanceHours(2);
  const { res } = await deliver(t, cast.editor, cast.partner, id);
  expect(res.statusCode).toBe(200);
  return id;
}

const accept = (who: TestUser, body: unknown) =>
  callRoute(t, orderRoutes.acceptDelivery, who, { body: body as never });
const read = async (id: string) =>
  (await callRoute(t, orderRoutes.request, cast.partner, { query: { id } })).body;
const awaiting = async (who: TestUser = cast.partner) =>
  (await callRoute(t, orderRoutes.reviews, who, { query: {} })).body.items.map((o) => o.requestId);

describe('a delivery awaiting the Partner review', () => {
  it('waits for the Partner after delivery, with the note the editor sent', async () => {
    const placed = await placeOrder(t, cast.partner, cast, { thumbnailsEnabled: false });
    const id = placed.editId ?? '';
    expect((await read(id)).review).toBeNull();
    const file = await videoFile(t, cast.editor, 'Deliveries', 'final.mp4');
    const res = await sendFulfillmentForm(t, cast.editor, cast.partner.uid, {
      videoData: { requestId: id },
      file: [{ author: cast.editor.uid, uri: file.uri }],
      message: '  The music is a placeholder.  ',
    });
    expect(res.statusCode).toBe(200);
    const order = await read(id);
    expect(order.status).toBe('fulfilled');
    expect(order.deliveryMessage).toBe('The music is a placeholder.');
    expect(order.review).toMatchObject({ state: 'awaiting', stars: null });
    expect(
      Date.parse(order.review?.autoAcceptTime ?? '') - Date.parse(order.closedTime ?? ''),
    ).toBe(7 * 24 * 3_600_000);
    expect(await awaiting()).toEqual([id]);
  });

  it('refuses a delivery note over 400 characters and delivers nothing', async () => {
    const placed = await placeOrder(t, cast.partner, cast, { thumbnailsEnabled: false });
    const id = placed.editId ?? '';
    const file = await videoFile(t, cast.editor, 'Deliveries', 'final.mp4');
    const res = await sendFulfillmentForm(t, cast.editor, cast.partner.uid, {
      videoData: { requestId: id },
      file: [{ author: cast.editor.uid, uri: file.uri }],
      message: 'x'.repeat(401),
    });
    expect(res.statusCode).toBe(400);
    expect((await read(id)).status).toBe('open');
  });

  it('is accepted with 4 stars and a comment, which ends the revisions and rates the editor', async () => {
    const id = await deliveredEdit();
    const res = await accept(cast.partner, { requestId: id, stars: 4, comment: 'Great pacing' });
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({
      state: 'accepted',
      stars: 4,
      comment: 'Great pacing',
      auto: false,
    });
    expect(res.body.revisionDisabled).toBe(true);
    expect(res.body.revisions).toBe(0);
    expect(await ratingOf(t, cast.editor.uid)).toBe(4);
    expect(await awaiting()).toEqual([]);
    expect(t.notices.map((n) => n.event)).toContain('accepted');
  });

  it('averages the stars of every accepted delivery', async () => {
    await accept(cast.partner, { requestId: await deliveredEdit(), stars: 5 });
    await accept(cast.partner, { requestId: await deliveredEdit(), stars: 2 });
    expect(await ratingOf(t, cast.editor.uid)).toBe(3.5);
  });

  it.each([
    ['0 stars', { stars: 0 }],
    ['6 stars', { stars: 6 }],
    ['2.5 stars', { stars: 2.5 }],
    ['stars as text', { stars: 'five' }],
    ['no stars', {}],
    ['a comment over 400 characters', { stars: 4, comment: 'x'.repeat(401) }],
  ])('refuses %s with 400 and accepts nothing', async (_, bad) => {
    const id = await deliveredEdit();
    const res = await accept(cast.partner, { requestId: id, ...bad });
    expect(res.status).toBe(400);
    expect(res.code).toMatch(/^(invalid_input|form_incomplete)$/);
    expect((await read(id)).review?.state).toBe('awaiting');
    expect(await ratingOf(t, cast.editor.uid)).toBe(5);
  });

  it('answers 404 to another Partner and 403 to the editor and an Admin, changing nothing', async () => {
    const id = await deliveredEdit();
    expect((await accept(cast.premium, { requestId: id, stars: 1 })).status).toBe(404);
    expect((await accept(cast.editor, { requestId: id, stars: 5 })).status).toBe(403);
    expect((await accept(cast.admin, { requestId: id, stars: 5 })).status).toBe(403);
    expect((await read(id)).review?.state).toBe('awaiting');
    expect(await awaiting(cast.premium)).toEqual([]);
  });

  it('accepts once: a second answer gets not_awaiting_review and keeps the first stars', async () => {
    const id = await deliveredEdit();
    const [a, b] = await Promise.all([
      accept(cast.partner, { requestId: id, stars: 5 }),
      accept(cast.partner, { requestId: id, stars: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await accept(cast.partner, { requestId: id, stars: 3 });
    expect(again.status).toBe(409);
    expect(again.code).toBe('not_awaiting_review');
    const stars = (await read(id)).review?.stars;
    expect(await ratingOf(t, cast.editor.uid)).toBe(stars);
  });

  it('refuses an undelivered order and a delivery under revision', async () => {
    const placed = await placeOrder(t, cast.partner, cast, { thumbnailsEnabled: false });
    const open = await accept(cast.partner, { requestId: placed.editId, stars: 5 });
    expect(open.code).toBe('not_awaiting_review');

    const id = await deliveredEdit();
    const fileId = (await read(id)).deliveries[0]?.id ?? '';
    const revised = await callRoute(t, orderRoutes.requestRevision, cast.partner, {
      params: { fileId },
      body: { message: 'Please make the intro shorter.' },
    });
    expect(revised.status).toBe(200);
    expect((await read(id)).review?.state).toBe('revised');
    expect((await read(revised.body.requestId)).version).toBe(2);
    expect((await accept(cast.partner, { requestId: id, stars: 5 })).code).toBe(
      'not_awaiting_review',
    );
  });

  it('allows no revision once the delivery is accepted', async () => {
    const id = await deliveredEdit();
    const fileId = (await read(id)).deliveries[0]?.id ?? '';
    await accept(cast.partner, { requestId: id, stars: 5 });
    const res = await callRoute(t, orderRoutes.requestRevision, cast.partner, {
      params: { fileId },
      body: { message: 'Please make the intro shorter.' },
    });
    expect(res.status).toBe(409);
    expect(res.code).toBe('not_awaiting_review');
  });

  it('lists nothing to review for staff', async () => {
    await deliveredEdit();
    expect((await callRoute(t, orderRoutes.reviews, cast.editor, { query: {} })).status).toBe(403);
  });
});
