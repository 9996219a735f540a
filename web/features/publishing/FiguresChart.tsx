import type { DayFigures } from '../../../common/api/publishing';
import { formatDay } from '../../lib/format-date';
import styles from './Publishing.module.css';

const width = 280;
const height = 64;

/**
 * A published video's views over its first 28 days as a small line, the latest figures beside
 * it, and the whole table for anyone who cannot see the line.
 */
export function FiguresChart({ figures, sandbox }: { figures: DayFigures[]; sandbox: boolean }) {
  const last = figures.at(-1);
  if (!last) return <p>The first figures are read within a day of publishing.</p>;
  const top = Math.max(1, ...figures.map((f) => f.views));
  const step = figures.length > 1 ? width / (figures.length - 1) : 0;
  const points = figures
    .map((f, i) => `${(i * step).toFixed(1)},${(height - (f.views / top) * height).toFixed(1)}`)
    .join(' ');
  const n = (v: number | null) => (v === null ? '–' : v.toLocaleString());
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
      <details>
        <summary>Figures by day</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Likes</th>
              <th scope="col">Comments</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr key={f.day}>
                <th scope="row">{formatDay(f.day)}</th>
                <td>{n(f.views)}</td>
                <td>{n(f.likes)}</td>
                <td>{n(f.comments)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
