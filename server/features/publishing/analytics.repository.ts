import type { Kysely } from 'kysely';
import type { DayAnalytics } from '../../../common/api/publishing.js';
import type { Database } from '../../db/schema.js';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The days the YouTube Analytics API reported of published videos. */
export function analyticsRepository(db: Kysely<Database>) {
  return {
    /** Writes the days read; a day read before is overwritten (YouTube corrects late days). */
    async record(publicationId: string, days: readonly DayAnalytics[], at: string) {
      for (const d of days) {
        const values = {
          views: d.views,
          minutes_watched: d.minutesWatched,
          average_view_seconds: d.averageViewSeconds,
          impressions: d.impressions,
          impressions_ctr: d.impressionsCtr,
          read_at: at,
        };
        await db
          .insertInto('youtube_video_analytics')
          .values({ publication_id: publicationId, day: d.day, ...values })
          .onConflict((oc) => oc.columns(['publication_id', 'day']).doUpdateSet(values))
          .execute();
      }
    },

    /** The days of each publication of `ids`, oldest first. */
    async of(ids: readonly string[]): Promise<Map<string, DayAnalytics[]>> {
      const found = new Map<string, DayAnalytics[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('youtube_video_analytics')
        .selectAll()
        .where('publication_id', 'in', ids)
        .orderBy('day')
        .execute();
      for (const r of rows)
        found.get(r.publication_id)?.push({
          day: r.day,
          views: Number(r.views),
          minutesWatched: Number(r.minutes_watched),
          averageViewSeconds: Number(r.average_view_seconds),
          impressions: num(r.impressions),
          impressionsCtr: num(r.impressions_ctr),
        });
      return found;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
