import { describe, expect, it } from 'vitest';
import { publishingRoutes } from '../../../common/api/publishing.js';
import { callRoute } from '../../test/call-route.js';
import { insertOrder } from '../../test/orders.js';
import {
  acceptedDelivery,
  publishChunk as chunk,
  usePublishingApp,
  aPublishForm,
  followConsentCallback,
  giveConsent,
  uploadInstance,
} from '../../test/publishing.js';
import type { TestUser } from '../../test/factories.js';
import { chooseStorage } from '../../integrations/storage/choose-storage.js';

const { app, fake, clock } = usePublishingApp({
  clientId: 'fail-test',
  clientSecret: 'GOCSPX-fail',
});
const now = clock.now;

type Delivery = Awaited<ReturnType<typeof acceptedDelivery>>;

async function ready(size = chunk + 100) {
  const d = await acceptedDelivery(app(), size, clock.now().toISOString());
  await giveConsent(app(), fake(), d.partner);
  return d;
}
const publish = (d: Delivery, who: TestUser = d.partner, over = {}) =>
  callRoute(app(), publishingRoutes.publish, who, {
    params: { requestId: d.edit.id },
    body: aPublishForm(over),
  });
const latest = async (d: Delivery) =>
  (
    await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: d.edit.id },
    })
  ).body.publications[0]!;
const retry = (d: Delivery, id: string) =>
  callRoute(app(), publishingRoutes.retry, d.partner, { params: { id } });
const run = () => uploadInstance(app(), now).run();
const count = async () =>
  Number(
    (
      await app()
        .db.selectFrom('youtube_publications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('what each YouTube failure does to a publication', () => {
  it('stops on quota with a retry that resumes where it stopped', async () => {
    const d = await ready();
    await publish(d);
    fake().modes.quotaExceeded = true;
    await run();
    const stopped = await latest(d);
    expect(stopped).toMatchObject({ state: 'failed', error: 'youtube_quota', canRetry: true });
    fake().modes.quotaExceeded = false;
    expect((await retry(d, stopped.id)).body.state).toBe('queued');
    await run();
    const done = await latest(d);
    expect(done.state).toBe('published');
    expect(fake().videos.get(done.youtubeVideoId!)!.bytes.equals(d.video)).toBe(true);
  });

  it('stops on a revoked consent, forgets it, and resumes once it is given again', async () => {
    const d = await ready();
    await publish(d);
    fake().revokeAll();
    await run();
    const stopped = await latest(d);
    expect(stopped).toMatchObject({ error: 'youtube_consent_revoked', canRetry: true });
    const consent = await callRoute(app(), publishingRoutes.consent, d.partner, {});
    expect(consent.body.connected).toBe(false);
    expect((await retry(d, stopped.id)).code).toBe('youtube_consent_needed');
    await giveConsent(app(), fake(), d.partner);
    expect((await retry(d, stopped.id)).status).toBe(200);
    await run();
    expect((await latest(d)).state).toBe('published');
  });

  it('stops for good on a file YouTube finds too large', async () => {
    const d = await ready();
    await publish(d);
    fake().modes.maxBytes = 1000;
    await run();
    const stopped = await latest(d);
    expect(stopped).toMatchObject({ state: 'failed', error: 'youtube_too_large', canRetry: false });
    const again = await retry(d, stopped.id);
    expect([again.status, again.code]).toEqual([409, 'publication_not_retryable']);
  });

  it('publishes the video and says so when YouTube refuses the thumbnail', async () => {
    const d = await ready();
    await publish(d, d.partner, { thumbnailFileId: d.thumbnailFileId });
    fake().modes.thumbnailRefused = true;
    await run();
    expect(await latest(d)).toMatchObject({
      state: 'published',
      thumbnail: 'refused',
      error: 'youtube_thumbnail_refused',
    });
  });

  it('keeps the video that is up when the thumbnail step stops, retries only the thumbnail, and sends no second copy', async () => {
    const d = await ready();
    await publish(d, d.partner, { thumbnailFileId: d.thumbnailFileId });
    // Enough of the day's allowance left for the upload (1,600 units), not for the thumbnail (50).
    fake().modes.quotaUnits = 1600;
    await run();
    const stopped = await latest(d);
    expect(stopped).toMatchObject({
      state: 'failed',
      error: 'youtube_quota',
      canRetry: true,
      thumbnail: 'pending',
      bytesSent: d.video.length,
    });
    // The video is up, and said so: its id and link are on the publication.
    expect(fake().videos.get(stopped.youtubeVideoId!)?.bytes.equals(d.video)).toBe(true);
    expect(stopped.videoUrl).toBe(`https://www.youtube.com/watch?v=${stopped.youtubeVideoId}`);
    // Publishing it again would put a second copy on the channel.
    expect((await publish(d)).code).toBe('publication_in_progress');

    fake().modes.quotaUnits = Number.POSITIVE_INFINITY;
    expect((await retry(d, stopped.id)).status).toBe(200);
    await run();
    expect(await latest(d)).toMatchObject({
      state: 'published',
      thumbnail: 'set',
      error: null,
      youtubeVideoId: stopped.youtubeVideoId,
    });
    expect(fake().videos.get(stopped.youtubeVideoId!)?.thumbnail?.bytes.equals(d.image)).toBe(true);
    expect(await count()).toBe(1);
  });
});

it('stops with a clear error when the delivered bytes are gone from storage', async () => {
  const d = await ready();
  await publish(d);
  await chooseStorage(app().config).remove(d.videoFileId);
  await run();
  expect(await latest(d)).toMatchObject({ state: 'failed', error: 'youtube_upload_failed' });
});

it('publishes the video and says the thumbnail is gone when its bytes left storage', async () => {
  const d = await ready();
  await publish(d, d.partner, { thumbnailFileId: d.thumbnailFileId });
  await chooseStorage(app().config).remove(d.thumbnailFileId);
  await run();
  const done = await latest(d);
  expect(done).toMatchObject({
    state: 'published',
    thumbnail: 'refused',
    error: 'youtube_thumbnail_missing',
    canRetry: false,
  });
  expect(fake().videos.get(done.youtubeVideoId!)?.bytes.equals(d.video)).toBe(true);
});

describe('who may publish what', () => {
  it('lets only the Partner publish, and nobody a delivery not accepted', async () => {
    const d = await ready();
    expect((await publish(d, d.editor)).status).toBe(403);
    expect((await publish(d, d.admin)).status).toBe(403);
    expect((await publish(d, d.otherPartner)).status).toBe(404);
    const open = await insertOrder(
      app(),
      { client: d.partner, staff: d.editor },
      {
        createdAt: clock.now().toISOString(),
      },
    );
    const refused = await callRoute(app(), publishingRoutes.publish, d.partner, {
      params: { requestId: open.id },
      body: aPublishForm(),
    });
    expect([refused.status, refused.code]).toEqual([409, 'not_publishable']);
    expect(await count()).toBe(0);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const d = await ready();
    const bad = [
      { title: 'A <b>title</b>' },
      { title: '' },
      { visibility: 'scheduled' },
      { visibility: 'scheduled', publishAt: '2026-12-01T10:00:00Z' },
      { thumbnailFileId: d.videoFileId },
      { categoryId: '99' },
      { tags: ['a,b'] },
    ];
    for (const over of bad) {
      const res = await publish(d, d.partner, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    expect(await count()).toBe(0);
  });

  it('refuses a second publication while one runs, and one without consent', async () => {
    const d = await ready();
    expect((await publish(d)).status).toBe(200);
    expect((await publish(d)).code).toBe('publication_in_progress');
    const other = await acceptedDelivery(app(), 1000, clock.now().toISOString());
    expect((await publish(other)).code).toBe('youtube_consent_needed');
  });
});

describe('the upload consent', () => {
  it('keeps the refresh token sealed, never answers it, and revokes it at Google', async () => {
    const d = await ready();
    const stored = await app()
      .db.selectFrom('youtube_consents')
      .selectAll()
      .where('user_id', '=', d.partner.uid)
      .executeTakeFirstOrThrow();
    expect(stored.refresh_token).toMatch(/^v1\./);
    expect(stored.refresh_token).not.toContain('1//');
    const shown = await callRoute(app(), publishingRoutes.consent, d.partner, {});
    expect(JSON.stringify(shown.body)).not.toContain('1//');
    const revokes = fake().calls.filter((c) => c.path === '/revoke').length;
    const revoked = await callRoute(app(), publishingRoutes.revokeConsent, d.partner, {});
    expect(revoked.body.connected).toBe(false);
    expect(fake().calls.filter((c) => c.path === '/revoke')).toHaveLength(revokes + 1);
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const d = await acceptedDelivery(app(), 1000, clock.now().toISOString());
    const start = await callRoute(app(), publishingRoutes.startConsent, d.partner, {});
    const query = fake().approve(new URL(start.body.url));
    const landed = await followConsentCallback(app(), query, 'someone-else');
    expect(landed.searchParams.get('youtube')).toBe('failed');
    const consent = await callRoute(app(), publishingRoutes.consent, d.partner, {});
    expect(consent.body.connected).toBe(false);
  });

  it('is for Partners only', async () => {
    const d = await acceptedDelivery(app(), 1000, clock.now().toISOString());
    expect((await callRoute(app(), publishingRoutes.startConsent, d.editor, {})).status).toBe(403);
  });
});
