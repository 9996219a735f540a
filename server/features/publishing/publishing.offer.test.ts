import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingRoutes } from '../../../common/api/publishing.js';
import { callRoute } from '../../test/call-route.js';
import { startFakeYoutube, type FakeYoutube } from '../../test/fake-youtube.js';
import { insertOrder, insertOrderFile } from '../../test/orders.js';
import { acceptedDelivery, aPublishForm, giveConsent } from '../../test/publishing.js';
import { useTestApp } from '../../test/use-test-app.js';

// What the publish dialog offers comes from the orders and the drive: the accepted edit's
// finished delivery and the images delivered on the same video's delivered thumbnail orders.

let fake: FakeYoutube;
beforeAll(async () => {
  fake = await startFakeYoutube({ clientId: 'offer-test', clientSecret: 'GOCSPX-offer' });
});
afterAll(() => fake.close());
const at = '2026-12-07T12:00:00.000Z';
const app = useTestApp(
  () => ({ env: fake.env({ YOUTUBE_UPLOAD_JOB: 'off' }), now: () => new Date(at) }),
  'test',
);

describe('what the publish dialog offers', () => {
  it("offers only the images delivered on the same video's delivered thumbnail orders", async () => {
    const d = await acceptedDelivery(app(), 1000, at);
    const people = { client: d.partner, staff: d.artist };
    // The same video's thumbnail order still open, with an image on it already.
    const open = await insertOrder(app(), people, {
      createdAt: at,
      type: 'Thumbnail',
      video_request_id: d.edit.video_request_id,
      folder_id: d.edit.folder_id,
    });
    const onOpen = await insertOrderFile(app(), open, { mime: 'image/png' });
    // A delivered thumbnail order of another video of the same Partner.
    const elsewhere = await insertOrder(app(), people, {
      createdAt: at,
      type: 'Thumbnail',
      status: 'fulfilled',
      closed_at: at,
    });
    const onElsewhere = await insertOrderFile(app(), elsewhere, { mime: 'image/png' });
    // The Partner's own reference image on the delivered thumbnail order (not a delivery).
    const reference = await insertOrderFile(app(), d.thumbOrder, { mime: 'image/png', layer: 1 });

    const offer = await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: d.edit.id },
    });
    expect(offer.status).toBe(200);
    expect(offer.body.video).toMatchObject({ fileId: d.videoFileId, size: 1000 });
    expect(offer.body.thumbnails.map((t) => t.fileId)).toEqual([d.thumbnailFileId]);

    await giveConsent(app(), fake, d.partner);
    for (const thumbnailFileId of [onOpen, onElsewhere, reference]) {
      const res = await callRoute(app(), publishingRoutes.publish, d.partner, {
        params: { requestId: d.edit.id },
        body: aPublishForm({ thumbnailFileId }),
      });
      expect([res.status, res.error?.fieldErrors]).toEqual([
        400,
        { thumbnailFileId: 'Pick a thumbnail delivered for this video.' },
      ]);
    }
    const after = await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: d.edit.id },
    });
    expect(after.body.publications).toEqual([]);
  });

  it('offers no video on an edit that is delivered but not accepted', async () => {
    const d = await acceptedDelivery(app(), 1000, at);
    const waiting = await insertOrder(
      app(),
      { client: d.partner, staff: d.editor },
      { createdAt: at, status: 'fulfilled', closed_at: at },
    );
    await insertOrderFile(app(), waiting);
    const offer = await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: waiting.id },
    });
    expect(offer.status).toBe(200);
    expect(offer.body.video).toBeNull();
  });
});
