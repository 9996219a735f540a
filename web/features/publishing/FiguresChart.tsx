import type { DayAnalytics, DayFigures } from '../../../common/api/publishing';
import { formatDay } from '../../lib/format-date';
import { ConsentButton } from './ConsentButton';
import { FiguresTable } from './FiguresTable';
import { formatCount, formatCtr, formatViewDuration, formatWatchTime } from './results-format';
import styles from './Publishing.module.css';

const width = 280;
const height = 64;

type Props = {
  figures: DayFigures[];
  analytics: DayAnalytics[];
  /** Whether the Partner allowed reading results (YouTube Analytics). */
  results: boolean;
  sandbox: boolean;
};

/** The Analytics figures over all the days read: watch time, view duration, impressions, CTR. */
function AnalyticsSummary({ analytics }: { analytics: DayAnalytics[] }) {
  const views = analytics.reduce((s, a) => s + a.views, 0);
  const minutes = analytics.reduce((s, a) => s + a.minutesWatched, 0);
  const shown = analytics.filter((a) => a.impressions !== null && a.impressionsCtr !== null);
  const impressions = shown.reduce((s, a) => s + (a.impressions ?? 0), 0);
  const clicks = shown.reduce((s, a) => s + (a.impressions ?? 0) * (a.impressionsCtr ?? 0), 0);
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Watch time</dt>
        <dd>{formatWatchTime(minutes)}</dd>
      </div>
      <div>
        <dt>Average view</dt>
        <dd>{formatViewDuration(views > 0 ? (minutes * 60) / views : null)}</dd>
      </div>
      <div>
        <dt>Impressions</dt>
        <dd>{shown.length > 0 ? formatCount(impressions) : '–'}</dd>
      </div>
      <div>
        <dt>Click-through rate</dt>
        <dd>{formatCtr(impressions > 0 ? clicks / impressions : null)}</dd>
      </div>
    </dl>
  );
}

/** What the figures lack without the results consent, and the way to allow it. */
function MissingResults() {
  return (
    <div className={styles.note}>
      <p>
        Watch time, average view duration, impressions and click-through rate are missing: they need
        your permission to read this channel’s YouTube Analytics.
      </p>
      <ConsentButton results label="Allow reading results" />
    </div>
  );
}

/**
 * A published video's views over its first 28 days as a small line, the latest figures beside
 * it, YouTube Analytics' watch time, view duration, impressions and click-through rate (or what
 * is missing and how to allow it), and the whole table for anyone who cannot see the line.
 */
export function FiguresChart({ figures, analytics, results, sandbox }: Props) {
  const last = figures.at(-1);
  if (!last)
    return (
      <>
        <p>The first figures are read within a day of publishing.</p>
        {!results && <MissingResults />}
      </>
    );
  const top = Math.max(1, ...figures.map((f) => f.views));
  const step = figures.length > 1 ? width / (figures.length - 1) : 0;
  const points = figures
    .map((f, i) => `${(i * step).toFixed(1)},${(height - (f.views / top) * height).toFixed(1)}`)
    .join(' ');
  const n = formatCount;
  return (
    <figure className={styles.figures}>
      <figcaption>
        {sandbox ? 'Made-up figures (sandbox)' : 'Figures from YouTube'}, {formatDay(last.day)}:{' '}
        {n(last.views)} views · {n(last.likes)} likes · {n(last.comments)} comments
      </figcaption>
      <svg
        viewBox={`-2 -2 ${width + 4} ${height + 4}`}
        className={styles.chart}
        role="img"
        aria-label={`Views over ${figures.length} days, from ${n(figures[0]!.views)} to ${n(last.views)}`}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {analytics.length > 0 && <AnalyticsSummary analytics={analytics} />}
      {analytics.length === 0 && results && (
        <p className={styles.note}>
          Watch time, view duration, impressions and click-through rate arrive about two days after
          each day, from YouTube Analytics.
        </p>
      )}
      {!results && (
        <div className={styles.note}>
          <p>
            Watch time, average view duration, impressions and click-through rate are missing: they
            need your permission to read this channel’s YouTube Analytics.
          </p>
          <ConsentButton results label="Allow reading results" />
        </div>
      )}
      <details>
        <summary>Figures by day</summary>
        <FiguresTable figures={figures} analytics={analytics} />
      </details>
    </figure>
  );
}
