import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingRoutes } from '../../../common/api/publishing.js';
import { callRoute } from '../../test/call-route.js';
import { startFakeYoutube, type FakeYoutube } from '../../test/fake-youtube.js';
import {
  acceptedDelivery,
  aPublishForm,
  giveConsent,
  uploadInstance,
} from '../../test/publishing.js';
import { startS3Server } from '../../test/s3-server.js';
import { useTestApp } from '../../test/use-test-app.js';

const chunk = 262_144;
let fake: FakeYoutube;
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  fake = await startFakeYoutube({ clientId: 's3-test', clientSecret: 'GOCSPX-s3' });
  s3 = await startS3Server();
});
afterAll(async () => {
  await fake.close();
  await s3.close();
});
const now = () => new Date();
const app = useTestApp(() => ({
  env: fake.env({
    ...s3.env,
    YOUTUBE_UPLOAD_CHUNK_BYTES: String(chunk),
    YOUTUBE_UPLOAD_JOB: 'off',
  }),
  now,
}));

describe('publishing from an S3 bucket', () => {
  it('reads the delivery from the bucket range by range, cut connection and all', async () => {
    const d = await acceptedDelivery(app(), chunk * 3 + 10, now().toISOString());
    await giveConsent(app(), fake, d.partner);
    await callRoute(app(), publishingRoutes.publish, d.partner, {
      params: { requestId: d.edit.id },
      body: aPublishForm({ thumbnailFileId: d.thumbnailFileId }),
    });
    fake.modes.cutAt = chunk * 2 + 99;
    await uploadInstance(app(), now).run();
    const read = await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: d.edit.id },
    });
    const done = read.body.publications[0]!;
    expect(done).toMatchObject({ state: 'published', thumbnail: 'set' });
    const video = fake.videos.get(done.youtubeVideoId!)!;
    expect(video.bytes.equals(d.video)).toBe(true);
    expect(video.thumbnail?.bytes.equals(d.image)).toBe(true);
  });
});
