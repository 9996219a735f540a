import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishingRoutes } from '../../../common/api/publishing.js';
import { publishingResultsRoutes } from '../../../common/api/publishing-results.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { startFakeYoutube, type FakeYoutube } from '../../test/fake-youtube.js';
import { createUser } from '../../test/factories.js';
import {
  acceptedDelivery,
  aPublishForm,
  followConsentCallback,
  giveConsent,
  uploadInstance,
} from '../../test/publishing.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';
import { publishStateCookie } from './publishing.routes.js';

// The results side of publishing: the results consent added to the upload consent, the job's
// reports.query of each video against the fake YouTube, and the summaries of the staff page,
// the Partner's Home and the Admin's overview.

const clientId = 'results-test.apps.googleusercontent.com';
const clientSecret = 'GOCSPX-results';

let fake: FakeYoutube;
let clock: Date;
beforeAll(async () => {
  fake = await startFakeYoutube({ clientId, clientSecret });
});
afterAll(() => fake.close());
beforeEach(() => {
  clock = new Date('2026-12-07T12:00:00.000Z');
  fake.revokeAll();
  Object.assign(fake.modes, { quotaExceeded: false, impressionsUnsupported: false });
});
const now = () => clock;
const app = useTestApp(() => ({ env: fake.env({ YOUTUBE_UPLOAD_JOB: 'off' }), now }), 'test');

/** The Partner adds reading results on the fake Google's page; answers where the browser lands. */
async function allowResults(t: TestApp, who: TestUser): Promise<URL> {
  const start = await callRoute(t, publishingRoutes.startResultsConsent, who, {});
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const url = new URL(start.body.url);
  expect(url.searchParams.get('scope')).toContain('yt-analytics.readonly');
  expect(url.searchParams.get('include_granted_scopes')).toBe('true');
  const cookie = start.raw.cookies.find((c) => c.name === publishStateCookie)?.value ?? '';
  return followConsentCallback(t, fake.approve(url), cookie);
}

/** An accepted edit published to the fake YouTube; answers the people and YouTube's video id. */
async function published() {
  const d = await acceptedDelivery(app(), 4000, clock.toISOString());
  await giveConsent(app(), fake, d.partner);
  await callRoute(app(), publishingRoutes.publish, d.partner, {
    params: { requestId: d.edit.id },
    body: aPublishForm({ thumbnailFileId: d.thumbnailFileId }),
  });
  await uploadInstance(app(), now).run();
  const dialog = await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
    params: { requestId: d.edit.id },
  });
  return { ...d, youtubeVideoId: dialog.body.publications[0]!.youtubeVideoId! };
}

const day = (views: number, ctr: number, impressions = views * 10) => ({
  views,
  estimatedMinutesWatched: views * 3,
  averageViewDuration: 180,
  videoThumbnailImpressions: impressions,
  videoThumbnailImpressionsClickRate: ctr,
});

const publicationOf = async (d: Awaited<ReturnType<typeof published>>) =>
  (
    await callRoute(app(), publishingRoutes.orderPublishing, d.partner, {
      params: { requestId: d.edit.id },
    })
  ).body;

describe('reading results with YouTube Analytics', () => {
  it('reads only the Data API figures without the results consent, and says it is missing', async () => {
    const d = await published();
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-07', day(100, 0.05));
    expect(await uploadInstance(app(), now).readFigures()).toBe(1);
    const view = await publicationOf(d);
    expect(view.consent).toMatchObject({ connected: true, results: false });
    expect(view.publications[0]!.figures).toHaveLength(1);
    expect(view.publications[0]!.analytics).toEqual([]);
    expect(fake.calls.some((c) => c.path === '/v2/reports')).toBe(false);
  });

  it('adds the results consent to the uploads and reads each day of reports.query', async () => {
    const d = await published();
    const landed = await allowResults(app(), d.partner);
    expect(landed.searchParams.get('youtube')).toBe('connected');
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-07', day(100, 0.05));
    await uploadInstance(app(), now).readFigures();
    let view = await publicationOf(d);
    expect(view.consent.results).toBe(true);
    expect(view.publications[0]!.analytics).toEqual([
      {
        day: '2026-12-07',
        views: 100,
        minutesWatched: 300,
        averageViewSeconds: 180,
        impressions: 1000,
        impressionsCtr: 0.05,
      },
    ]);
    // The next day YouTube has corrected the first day and reports the second: both are kept.
    clock = new Date('2026-12-08T12:00:00.000Z');
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-07', day(120, 0.04));
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-08', day(300, 0.06));
    await uploadInstance(app(), now).readFigures();
    view = await publicationOf(d);
    expect(view.publications[0]!.analytics.map((a) => [a.day, a.views, a.impressionsCtr])).toEqual([
      ['2026-12-07', 120, 0.04],
      ['2026-12-08', 300, 0.06],
    ]);
    // Uploads still work with the combined token: the consent is one.
    expect(view.consent.connected).toBe(true);
  });

  it('keeps the watch time when YouTube refuses impressions, and leaves them unknown', async () => {
    const d = await published();
    await allowResults(app(), d.partner);
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-07', day(50, 0.05));
    fake.modes.impressionsUnsupported = true;
    await uploadInstance(app(), now).readFigures();
    const [a] = (await publicationOf(d)).publications[0]!.analytics;
    expect(a).toMatchObject({
      views: 50,
      minutesWatched: 150,
      impressions: null,
      impressionsCtr: null,
    });
  });

  it('records nothing on a spent quota and reads it all on a later run', async () => {
    const d = await published();
    await allowResults(app(), d.partner);
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-07', day(50, 0.05));
    fake.modes.quotaExceeded = true;
    expect(await uploadInstance(app(), now).readFigures()).toBe(0);
    expect((await publicationOf(d)).publications[0]!.analytics).toEqual([]);
    fake.modes.quotaExceeded = false;
    expect(await uploadInstance(app(), now).readFigures()).toBe(1);
    expect((await publicationOf(d)).publications[0]!.analytics).toHaveLength(1);
  });

  it('asks for results only on top of held uploads, and only of a Partner', async () => {
    const partner = await createUser(app(), { accountType: 'Partner' });
    const none = await callRoute(app(), publishingRoutes.startResultsConsent, partner, {});
    expect(none.status).toBe(409);
    expect(none.code).toBe('youtube_consent_needed');
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    const staff = await callRoute(app(), publishingRoutes.startResultsConsent, editor, {});
    expect(staff.status).toBe(403);
  });
});

describe('the summaries of published videos', () => {
  it('gives the Partner their last videos, the staff page its medians and the Admin the month', async () => {
    const d = await published();
    await allowResults(app(), d.partner);
    fake.videos.get(d.youtubeVideoId)!.stats = { viewCount: 900, likeCount: 1, commentCount: 0 };
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-07', day(100, 0.04, 1000));
    fake.setAnalyticsDay(d.youtubeVideoId, '2026-12-08', day(100, 0.1, 3000));
    clock = new Date('2026-12-08T12:00:00.000Z');
    await uploadInstance(app(), now).readFigures();

    const recent = await callRoute(app(), publishingResultsRoutes.recent, d.partner, {});
    expect(recent.body).toMatchObject({ results: true, sandbox: false });
    expect(recent.body.videos).toEqual([
      expect.objectContaining({
        requestId: d.edit.id,
        views: 900,
        // Weighted by impressions: (40 + 300) clicks of 4,000.
        impressionsCtr: 0.085,
        averageViewSeconds: 180,
      }),
    ]);

    for (const who of [d.editor, d.artist, d.admin]) {
      const staff = await callRoute(app(), publishingResultsRoutes.staff, d.admin, {
        params: { uid: who === d.admin ? d.editor.uid : who.uid },
      });
      expect(staff.body).toMatchObject({
        videos: 1,
        withResults: 1,
        medianImpressionsCtr: 0.085,
        medianAverageViewSeconds: 180,
      });
    }
    const own = await callRoute(app(), publishingResultsRoutes.staff, d.editor, {
      params: { uid: d.editor.uid },
    });
    expect(own.body.videos).toBe(1);
    const other = await callRoute(app(), publishingResultsRoutes.staff, d.otherEditor, {
      params: { uid: d.editor.uid },
    });
    expect(other.status).toBe(403);
    const byPartner = await callRoute(app(), publishingResultsRoutes.staff, d.partner, {
      params: { uid: d.editor.uid },
    });
    expect(byPartner.status).toBe(403);

    const month = await callRoute(app(), publishingResultsRoutes.month, d.admin, {
      query: { month: '2026-12' },
    });
    expect(month.body).toMatchObject({ month: '2026-12', count: 1, medianImpressionsCtr: 0.085 });
    expect(month.body.videos[0]).toMatchObject({ partnerName: 'Pat Partner' });
    const november = await callRoute(app(), publishingResultsRoutes.month, d.admin, {
      query: { month: '2026-11' },
    });
    expect(november.body).toMatchObject({ count: 0, medianImpressionsCtr: null, videos: [] });
  });

  it('refuses a bad month, a bad id and the wrong account type, changing nothing', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const partner = await createUser(app(), { accountType: 'Partner' });
    const bad = await callRoute(app(), publishingResultsRoutes.month, admin, {
      query: { month: wrong('2026-13') },
    });
    expect(bad.status).toBe(400);
    const badId = await callRoute(app(), publishingResultsRoutes.staff, admin, {
      params: { uid: wrong('not-a-user') },
    });
    expect(badId.status).toBe(400);
    expect((await callRoute(app(), publishingResultsRoutes.month, partner, {})).status).toBe(403);
    expect((await callRoute(app(), publishingResultsRoutes.recent, admin, {})).status).toBe(403);
    const empty = await callRoute(app(), publishingResultsRoutes.recent, partner, {});
    expect(empty.body).toEqual({ videos: [], results: false, sandbox: false });
  });
});
