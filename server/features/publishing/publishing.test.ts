import { describe, expect, it } from 'vitest';
import { publishingRoutes } from '../../../common/api/publishing.js';
import { callRoute } from '../../test/call-route.js';
import {
  acceptedDelivery,
  publishChunk as chunk,
  usePublishingApp,
  aPublishForm,
  giveConsent,
  uploadInstance,
} from '../../test/publishing.js';
import { youtubeClient } from '../../integrations/youtube/youtube-client.js';

const clientId = 'publish-test.apps.googleusercontent.com';
const clientSecret = 'GOCSPX-publish';
const { app, fake, clock } = usePublishingApp({ clientId, clientSecret });
const now = clock.now;

/** An accepted delivery of `size` bytes whose Partner has allowed uploads. */
async function ready(size = chunk * 2 + 5000) {
  const d = await acceptedDelivery(app(), size, clock.now().toISOString());
  const landed = await giveConsent(app(), fake(), d.partner);
  expect(landed.searchParams.get('youtube')).toBe('connected');
  return d;
}

const publish = (d: Awaited<ReturnType<typeof ready>>, over = {}) =>
  callRoute(app(), publishingRoutes.publish, d.partner, {
    params: { requestId: d.edit.id },
    body: aPublishForm(over),
  });
const dialog = (d: Awaited<ReturnType<typeof ready>>) =>
  callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
    params: { requestId: d.edit.id },
  });

describe('publishing an accepted delivery to YouTube', () => {
  it('uploads the video in chunks with its thumbnail, and the bytes arrive equal', async () => {
    const d = await ready();
    const offer = await dialog(d);
    expect(offer.body.video).toMatchObject({ fileId: d.videoFileId, size: d.video.length });
    expect(offer.body.thumbnails.map((t) => t.fileId)).toEqual([d.thumbnailFileId]);
    expect(offer.body.consent).toMatchObject({ connected: true, sandbox: false });

    const queued = await publish(d, {
      thumbnailFileId: d.thumbnailFileId,
      visibility: 'scheduled',
      publishAt: '2026-12-24T18:00:00+01:00',
    });
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ state: 'queued', bytesSent: 0, thumbnail: 'pending' });

    await uploadInstance(app(), now).run();
    const [done] = (await dialog(d)).body.publications;
    expect(done).toMatchObject({ state: 'published', thumbnail: 'set', error: null });
    expect(done!.bytesSent).toBe(d.video.length);
    const video = fake().videos.get(done!.youtubeVideoId!)!;
    expect(video.bytes.equals(d.video)).toBe(true);
    expect(video.thumbnail?.bytes.equals(d.image)).toBe(true);
    expect(video.status).toMatchObject({
      privacyStatus: 'private',
      publishAt: '2026-12-24T17:00:00.000Z',
    });
    expect(done!.videoUrl).toBe(`https://www.youtube.com/watch?v=${done!.youtubeVideoId}`);
    // Several chunks, each a request of its own.
    const puts = fake().calls.filter((c) => c.method === 'PUT' && c.headers['content-range']);
    expect(puts.length).toBeGreaterThanOrEqual(3);
  });

  it('resumes after a connection cut mid-chunk', async () => {
    const d = await ready();
    await publish(d);
    fake().modes.cutAt = chunk + 777;
    const cuts = fake().cuts();
    await uploadInstance(app(), now).run();
    expect(fake().cuts()).toBe(cuts + 1);
    const [done] = (await dialog(d)).body.publications;
    expect(done!.state).toBe('published');
    expect(fake().videos.get(done!.youtubeVideoId!)!.bytes.equals(d.video)).toBe(true);
  });

  it('resumes on another instance after the first one died mid-upload', async () => {
    const d = await ready(chunk * 4);
    const callsBefore = fake().calls.length;
    await publish(d);
    const env = fake().env();
    const real = youtubeClient({
      clientId,
      clientSecret,
      authUrl: env.GOOGLE_AUTH_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      apiUrl: env.YOUTUBE_API_URL,
      now,
    });
    let sent = 0;
    const dying = {
      ...real,
      sendChunk: async (...args: Parameters<typeof real.sendChunk>) => {
        if (sent === 2) throw new Error('the process was killed');
        sent += 1;
        return real.sendChunk(...args);
      },
    };
    await expect(uploadInstance(app(), now, dying).run()).rejects.toThrow(/killed/);
    const [halfway] = (await dialog(d)).body.publications;
    expect(halfway).toMatchObject({ state: 'uploading', bytesSent: chunk * 2 });

    // Another instance leaves it alone while the first one's lease runs…
    await uploadInstance(app(), now).run();
    expect((await dialog(d)).body.publications[0]!.state).toBe('uploading');
    // …and resumes from YouTube's Range once it has run out.
    clock.advance(3 * 60_000);
    await uploadInstance(app(), now).run();
    const [done] = (await dialog(d)).body.publications;
    expect(done!.state).toBe('published');
    expect(fake().videos.get(done!.youtubeVideoId!)!.bytes.equals(d.video)).toBe(true);
    const starts = fake()
      .calls.slice(callsBefore)
      .filter((c) => c.method === 'POST' && c.path.endsWith('/videos'));
    expect(starts).toHaveLength(1);
  });

  it('reads the figures of a published video once a day for 28 days', async () => {
    const d = await ready(1000);
    await publish(d);
    const instance = uploadInstance(app(), now);
    await instance.run();
    const youtubeVideoId = (await dialog(d)).body.publications[0]!.youtubeVideoId!;
    fake().videos.get(youtubeVideoId)!.stats = { viewCount: 1200, likeCount: 80, commentCount: 7 };
    expect(await instance.readFigures()).toBe(1);
    // The day is read once, however many runs (or instances) ask.
    expect(await uploadInstance(app(), now).readFigures()).toBe(0);
    clock.advance(86_400_000);
    fake().videos.get(youtubeVideoId)!.stats = {
      viewCount: 5400,
      likeCount: 300,
      commentCount: 21,
    };
    await instance.readFigures();
    expect((await dialog(d)).body.publications[0]!.figures).toEqual([
      { day: '2026-12-07', views: 1200, likes: 80, comments: 7 },
      { day: '2026-12-08', views: 5400, likes: 300, comments: 21 },
    ]);
    // Quota spent: nothing recorded, tried again on a later run.
    clock.advance(86_400_000);
    fake().modes.quotaExceeded = true;
    expect(await instance.readFigures()).toBe(0);
    fake().modes.quotaExceeded = false;
    expect(await instance.readFigures()).toBe(1);
    // After 28 days it stops.
    clock.advance(27 * 86_400_000);
    expect(await instance.readFigures()).toBe(0);
  });

  it('lets its upload go on shutdown, and another instance resumes it at once', async () => {
    const d = await ready(chunk * 4);
    await publish(d);
    const env = fake().env();
    const real = youtubeClient({
      clientId,
      clientSecret,
      authUrl: env.GOOGLE_AUTH_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      apiUrl: env.YOUTUBE_API_URL,
      now,
    });
    let sent = 0;
    let stopping: Promise<void> | undefined;
    const deploying = uploadInstance(app(), now, {
      ...real,
      sendChunk: async (...args: Parameters<typeof real.sendChunk>) => {
        sent += 1;
        // The deploy's signal arrives while the second chunk is on its way.
        if (sent === 2) stopping = deploying.stop();
        return real.sendChunk(...args);
      },
    });
    await deploying.run();
    await stopping;
    const [halfway] = (await dialog(d)).body.publications;
    expect(halfway).toMatchObject({ state: 'uploading', bytesSent: chunk });
    // No waiting for a lease: the next instance takes it on its first run.
    await uploadInstance(app(), now).run();
    const [done] = (await dialog(d)).body.publications;
    expect(done!.state).toBe('published');
    expect(fake().videos.get(done!.youtubeVideoId!)!.bytes.equals(d.video)).toBe(true);
  });
});
