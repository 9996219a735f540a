import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeYoutube, type FakeYoutube } from '../../test/fake-youtube.js';
import { analyticsScopes } from './youtube-analytics.js';
import { youtubeClient } from './youtube-client.js';
import { uploadScope } from './youtube-oauth.js';
import { YoutubeError, type YoutubePublisher } from './youtube-publisher.js';

// The real client's reports.query against the fake YouTube: Google's result table read by its
// column headers, and Google's error bodies read as the failures the results job decides on.

const clientId = 'analytics-test.apps.googleusercontent.com';
const clientSecret = 'GOCSPX-analytics';
let fake: FakeYoutube;
let client: YoutubePublisher;
const range = { startDate: '2026-12-01', endDate: '2026-12-07' };

beforeAll(async () => {
  fake = await startFakeYoutube({ clientId, clientSecret });
  const env = fake.env();
  client = youtubeClient({
    clientId,
    clientSecret,
    authUrl: env.GOOGLE_AUTH_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    apiUrl: env.YOUTUBE_API_URL,
    analyticsUrl: env.YOUTUBE_ANALYTICS_URL,
    now: () => new Date(),
  });
  fake.videos.set('vid00000001', {
    id: 'vid00000001',
    account: 'channel1',
    snippet: {},
    status: {},
    bytes: Buffer.alloc(0),
    mime: 'video/mp4',
    stats: { viewCount: 0, likeCount: 0, commentCount: 0 },
  });
  const figures = { estimatedMinutesWatched: 90, averageViewDuration: 135 };
  fake.setAnalyticsDay('vid00000001', '2026-12-03', {
    views: 40,
    ...figures,
    videoThumbnailImpressions: 800,
    videoThumbnailImpressionsClickRate: 0.05,
  });
  fake.setAnalyticsDay('vid00000001', '2026-11-30', {
    views: 1,
    ...figures,
    videoThumbnailImpressions: 1,
    videoThumbnailImpressionsClickRate: 1,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.modes, { quotaExceeded: false, impressionsUnsupported: false });
});

const tokenFor = async (scopes: readonly string[], account = 'channel1') =>
  (await client.accessToken(fake.grantRefreshToken(account, scopes.join(' ')))).token;
const results = [uploadScope, ...analyticsScopes];

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (e: unknown) => (e instanceof YoutubeError ? e.failure : String(e)),
  );

describe('reports.query', () => {
  it('reads the days within the range, by column name', async () => {
    const days = await client.videoAnalytics(await tokenFor(results), 'vid00000001', range);
    expect(days).toEqual([
      {
        day: '2026-12-03',
        views: 40,
        minutesWatched: 90,
        averageViewSeconds: 135,
        impressions: 800,
        impressionsCtr: 0.05,
      },
    ]);
    const asked = fake.calls.filter((c) => c.path === '/v2/reports');
    expect(asked).toHaveLength(2);
  });

  it('answers no days when YouTube has none yet (no rows in the table)', async () => {
    const days = await client.videoAnalytics(await tokenFor(results), 'vid00000001', {
      startDate: '2026-12-05',
      endDate: '2026-12-07',
    });
    expect(days).toEqual([]);
  });

  it('keeps the watch time and leaves impressions unknown when YouTube refuses them', async () => {
    fake.modes.impressionsUnsupported = true;
    const [day] = await client.videoAnalytics(await tokenFor(results), 'vid00000001', range);
    expect(day).toMatchObject({ views: 40, impressions: null, impressionsCtr: null });
  });

  it('reads a missing scope, another channel, a spent quota and a revoked token', async () => {
    const uploadsOnly = await tokenFor([uploadScope]);
    expect(await failureOf(client.videoAnalytics(uploadsOnly, 'vid00000001', range))).toBe(
      'refused',
    );
    const stranger = await tokenFor(results, 'channel2');
    expect(await failureOf(client.videoAnalytics(stranger, 'vid00000001', range))).toBe('refused');
    const token = await tokenFor(results);
    fake.modes.quotaExceeded = true;
    expect(await failureOf(client.videoAnalytics(token, 'vid00000001', range))).toBe('quota');
    fake.modes.quotaExceeded = false;
    fake.revokeAll();
    expect(await failureOf(client.videoAnalytics(token, 'vid00000001', range))).toBe('revoked');
  });
});
