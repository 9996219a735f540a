import type { DayAnalytics } from '../../../common/api/publishing.js';

// A video's rates over the days read: the click-through rate weighted by each day's impressions
// (a day of ten impressions says less than a day of ten thousand), the average view duration as
// all minutes watched over all views; and the median of many videos' rates.

export type VideoRates = { impressionsCtr: number | null; averageViewSeconds: number | null };

export function ratesOf(days: readonly DayAnalytics[]): VideoRates {
  let impressions = 0;
  let clicks = 0;
  let minutes = 0;
  let views = 0;
  for (const d of days) {
    if (d.impressions !== null && d.impressionsCtr !== null) {
      impressions += d.impressions;
      clicks += d.impressions * d.impressionsCtr;
    }
    minutes += d.minutesWatched;
    views += d.views;
  }
  return {
    impressionsCtr: impressions > 0 ? clicks / impressions : null,
    averageViewSeconds: views > 0 ? Math.round((minutes * 60) / views) : null,
  };
}

/** The median of the numbers among `values`; null when there are none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
