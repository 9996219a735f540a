import { z } from 'zod';
import {
  YoutubeError,
  type DayAnalytics,
  type YoutubeClientOptions,
  type YoutubePublisher,
} from './youtube-publisher.js';

/** Reading results: the Analytics API, and the Data API's read scope its reports.query asks for. */
export const analyticsScopes = [
  'https://www.googleapis.com/auth/yt-analytics.readonly',
  'https://www.googleapis.com/auth/youtube.readonly',
] as const;

/** Whether a granted scope string holds the results consent. */
export const allowsResults = (scope: string) => scope.split(/\s+/).includes(analyticsScopes[0]);

const googleAnalyticsUrl = 'https://youtubeanalytics.googleapis.com/v2';

// reports.query answers a table: its columns named in columnHeaders (dimensions first, then the
// metrics, in the order asked), one array a row; `rows` is left out when there is no data.
const ResultTable = z.object({
  kind: z.literal('youtubeAnalytics#resultTable'),
  columnHeaders: z.array(
    z.object({ name: z.string(), columnType: z.string(), dataType: z.string() }),
  ),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).optional(),
});
type ResultTable = z.infer<typeof ResultTable>;

const coreMetrics = 'views,estimatedMinutesWatched,averageViewDuration';
const reachMetrics = 'videoThumbnailImpressions,videoThumbnailImpressionsClickRate';

/** The rows of a table by column name; a missing column or a non-number cell reads as null. */
function byDay(table: ResultTable): Map<string, Record<string, number | null>> {
  const names = table.columnHeaders.map((h) => h.name);
  const days = new Map<string, Record<string, number | null>>();
  for (const row of table.rows ?? []) {
    const cells: Record<string, number | null> = {};
    names.forEach((name, i) => {
      const v = Number(row[i]);
      cells[name] = Number.isFinite(v) ? v : null;
    });
    days.set(String(row[names.indexOf('day')]), cells);
  }
  return days;
}

/** The Analytics half of the real client: reports.query of one video by day. */
export function youtubeAnalytics(
  options: YoutubeClientOptions,
  call: (url: string, init: RequestInit, what: string) => Promise<Response>,
  failureOf: (response: Response, what: string) => Promise<YoutubeError>,
): Pick<YoutubePublisher, 'videoAnalytics'> {
  const base = options.analyticsUrl ?? googleAnalyticsUrl;

  async function query(token: string, id: string, range: Range, metrics: string) {
    const url = new URL(`${base}/reports`);
    url.search = new URLSearchParams({
      ids: 'channel==MINE',
      startDate: range.startDate,
      endDate: range.endDate,
      metrics,
      dimensions: 'day',
      filters: `video==${id}`,
      sort: 'day',
    }).toString();
    const response = await call(
      url.toString(),
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      'reports.query',
    );
    if (!response.ok) throw await failureOf(response, 'reports.query');
    const table = ResultTable.safeParse(await response.json().catch(() => null));
    if (!table.success) throw new YoutubeError('transient', 'reports.query: unexpected answer');
    return byDay(table.data);
  }

  return {
    async videoAnalytics(token, youtubeVideoId, range): Promise<DayAnalytics[]> {
      const core = await query(token, youtubeVideoId, range, coreMetrics);
      // Impressions are asked apart: where YouTube refuses them for this query (400), the watch
      // time still counts and the impressions stay unknown.
      let reach = new Map<string, Record<string, number | null>>();
      try {
        reach = await query(token, youtubeVideoId, range, reachMetrics);
      } catch (error) {
        if (!(error instanceof YoutubeError) || error.failure !== 'refused') throw error;
      }
      return [...core].map(([day, c]) => ({
        day,
        views: c.views ?? 0,
        minutesWatched: c.estimatedMinutesWatched ?? 0,
        averageViewSeconds: c.averageViewDuration ?? 0,
        impressions: reach.get(day)?.videoThumbnailImpressions ?? null,
        impressionsCtr: reach.get(day)?.videoThumbnailImpressionsClickRate ?? null,
      }));
    },
  };
}

type Range = { startDate: string; endDate: string };
