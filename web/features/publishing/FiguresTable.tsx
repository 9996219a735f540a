import type { DayAnalytics, DayFigures } from '../../../common/api/publishing';
import { formatDay } from '../../lib/format-date';
import { formatCount, formatCtr, formatViewDuration } from './results-format';
import styles from './Publishing.module.css';

/**
 * The figures by day: the Data API's running totals (views, likes, comments) and, with the
 * results consent, that day's watch time, average view duration, impressions and click-through
 * rate from YouTube Analytics. Scrolls sideways on a narrow screen, by keyboard too.
 */
export function FiguresTable({
  figures,
  analytics,
}: {
  figures: DayFigures[];
  analytics: DayAnalytics[];
}) {
  const days = [...new Set([...figures.map((f) => f.day), ...analytics.map((a) => a.day)])].sort();
  const withAnalytics = analytics.length > 0;
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Figures by day, table">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views (total)</th>
            <th scope="col">Likes</th>
            <th scope="col">Comments</th>
            {withAnalytics && (
              <>
                <th scope="col">Views that day</th>
                <th scope="col">Watch time (min)</th>
                <th scope="col">Avg. view</th>
                <th scope="col">Impressions</th>
                <th scope="col">CTR</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const f = figures.find((x) => x.day === day);
            const a = analytics.find((x) => x.day === day);
            return (
              <tr key={day}>
                <th scope="row">{formatDay(day)}</th>
                <td>{formatCount(f?.views ?? null)}</td>
                <td>{formatCount(f?.likes ?? null)}</td>
                <td>{formatCount(f?.comments ?? null)}</td>
                {withAnalytics && (
                  <>
                    <td>{formatCount(a?.views ?? null)}</td>
                    <td>{formatCount(a?.minutesWatched ?? null)}</td>
                    <td>{formatViewDuration(a?.averageViewSeconds ?? null)}</td>
                    <td>{formatCount(a?.impressions ?? null)}</td>
                    <td>{formatCtr(a?.impressionsCtr ?? null)}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
