import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiError, quotaExceeded, type FakeVideo } from './fake-youtube-wire.js';

// The YouTube Analytics API v2's reports.query as the fake YouTube speaks it: a channel's video
// by day, answered as Google's result table (columnHeaders, then rows in the same order; no
// `rows` when there is no data), with Google's errors for a bad query, a missing scope, another
// channel's video, a spent quota and impressions a query may not ask for.

/** One day of one video, as YouTube Analytics would report it. */
export type FakeDay = {
  views: number;
  estimatedMinutesWatched: number;
  averageViewDuration: number;
  videoThumbnailImpressions: number;
  videoThumbnailImpressionsClickRate: number;
};

const analyticsScope = 'https://www.googleapis.com/auth/yt-analytics.readonly';
const metricTypes: Record<string, string> = {
  views: 'INTEGER',
  estimatedMinutesWatched: 'INTEGER',
  averageViewDuration: 'INTEGER',
  videoThumbnailImpressions: 'INTEGER',
  videoThumbnailImpressionsClickRate: 'FLOAT',
};
const reach = new Set(['videoThumbnailImpressions', 'videoThumbnailImpressionsClickRate']);
const isDay = (v: string | null) => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

type Send = (res: ServerResponse, status: number, json: unknown) => void;

/** The fake's reports.query; `days` holds each video's days by id, then by YYYY-MM-DD. */
export function fakeAnalytics(input: {
  send: Send;
  videos: Map<string, FakeVideo>;
  accountOf: (req: IncomingMessage) => string | undefined;
  scopesOf: (req: IncomingMessage) => string[];
  modes: { quotaExceeded: boolean; impressionsUnsupported: boolean };
}) {
  const days = new Map<string, Map<string, FakeDay>>();
  const bad = (res: ServerResponse, message: string) =>
    input.send(res, 400, apiError(400, message, 'badRequest', 'global'));

  function reportsQuery(req: IncomingMessage, res: ServerResponse, url: URL) {
    const account = input.accountOf(req);
    if (!account)
      return input.send(res, 401, apiError(401, 'Invalid Credentials', 'authError', 'global'));
    if (!input.scopesOf(req).includes(analyticsScope))
      return input.send(
        res,
        403,
        apiError(
          403,
          'Request had insufficient authentication scopes.',
          'insufficientPermissions',
          'global',
        ),
      );
    if (input.modes.quotaExceeded)
      return input.send(res, 403, {
        error: {
          ...quotaExceeded.error,
          errors: [{ ...quotaExceeded.error.errors[0], domain: 'usageLimits' }],
        },
      });
    const q = url.searchParams;
    for (const required of ['ids', 'startDate', 'endDate', 'metrics'])
      if (!q.get(required)) return bad(res, `Required value missing for ${required}.`);
    if (q.get('ids') !== 'channel==MINE') return bad(res, 'Invalid value for ids.');
    if (!isDay(q.get('startDate')) || !isDay(q.get('endDate')))
      return bad(res, 'Invalid value for startDate or endDate.');
    const metrics = (q.get('metrics') ?? '').split(',');
    const unknown = metrics.find((m) => !(m in metricTypes));
    if (unknown)
      return bad(res, `Unknown identifier (${unknown}) given in field parameters.metrics.`);
    if (q.get('dimensions') !== 'day') return bad(res, 'The query is not supported.');
    if (input.modes.impressionsUnsupported && metrics.some((m) => reach.has(m)))
      return bad(
        res,
        'The query is not supported. Check the documentation at https://developers.google.com/youtube/analytics/v2/available_reports for a list of supported queries.',
      );
    const videoId = /^video==([\w-]+)$/.exec(q.get('filters') ?? '')?.[1];
    if (!videoId) return bad(res, 'The query is not supported.');
    const video = input.videos.get(videoId);
    if (!video || video.account !== account)
      return input.send(res, 403, apiError(403, 'Forbidden', 'forbidden', 'global'));
    const start = q.get('startDate') ?? '';
    const end = q.get('endDate') ?? '';
    const rows = [...(days.get(videoId) ?? new Map<string, FakeDay>())]
      .filter(([day]) => day >= start && day <= end)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, figures]) => [day, ...metrics.map((m) => figures[m as keyof FakeDay])]);
    input.send(res, 200, {
      kind: 'youtubeAnalytics#resultTable',
      columnHeaders: [
        { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
        ...metrics.map((name) => ({ name, columnType: 'METRIC', dataType: metricTypes[name] })),
      ],
      ...(rows.length > 0 ? { rows } : {}),
    });
  }

  return {
    reportsQuery,
    /** Sets what YouTube Analytics reports of `videoId` on `day`. */
    setDay(videoId: string, day: string, figures: FakeDay) {
      const found = days.get(videoId) ?? new Map<string, FakeDay>();
      found.set(day, figures);
      days.set(videoId, found);
    },
  };
}
