import { useId } from 'react';
import type { MonthCurve } from '../../../common/api/games';
import { formatBp } from '../../../common/ownership';
import styles from './Games.module.css';
import { dayName, lastDayName, monthName } from './format';

// Drawing area of the chart, in viewBox units; the SVG scales to its box.
const W = 300;
const H = 120;
const pad = { left: 10, right: 10, top: 18, bottom: 22 };

/** The sentence that says what the chart shows, for its text alternative and its caption. */
export function describeCurve(curve: MonthCurve, today?: number): string {
  const first = dayName(curve.month, 1, true);
  const last = lastDayName(curve.month, true);
  const shape =
    curve.startBp === curve.floorBp
      ? `Stays at ${formatBp(curve.startBp)} from ${first} to ${last}.`
      : `Starts at ${formatBp(curve.startBp)} on ${first} and falls evenly to ${formatBp(curve.floorBp)} on ${last}.`;
  const value = today !== undefined ? curve.days[today - 1] : undefined;
  return value !== undefined
    ? `${shape} Today (${dayName(curve.month, today ?? 1, true)}): ${formatBp(value)}.`
    : shape;
}

/**
 * A month's share as a line falling from its start to its floor (docs/ownership.md), with today
 * marked. It is an image named by its title and described by its caption (the same sentence
 * sighted readers see), and the daily figures are one click away as a table.
 */
export function DecayChart({
  curve,
  label,
  scaleMaxBp,
  today,
}: {
  curve: MonthCurve;
  /** What the chart is, e.g. 'Astral, this month'. */
  label: string;
  /** The share at the top of the chart, so charts side by side share one scale. */
  scaleMaxBp: number;
  /** Day of the month to mark as today. */
  today?: number;
}) {
  const titleId = useId();
  const descId = useId();
  const days = curve.days;
  const top = Math.max(scaleMaxBp, curve.startBp, 1);
  const x = (day: number) =>
    pad.left + ((day - 1) / Math.max(1, days.length - 1)) * (W - pad.left - pad.right);
  const y = (bp: number) => pad.top + (1 - bp / top) * (H - pad.top - pad.bottom);
  const points = days.map((bp, i) => `${x(i + 1).toFixed(1)},${y(bp).toFixed(1)}`);
  const baseline = y(0).toFixed(1);
  const area = `M${x(1).toFixed(1)},${baseline} L${points.join(' L')} L${x(days.length).toFixed(1)},${baseline} Z`;
  const todayValue = today !== undefined ? days[today - 1] : undefined;
  const projected = curve.status === 'projected';
  const description = describeCurve(curve, today);

  return (
    <figure className={styles.chart}>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title
          id={titleId}
        >{`${label}: share of the pool by day, ${monthName(curve.month)}`}</title>
        <line
          className={styles.axis}
          x1={pad.left}
          x2={W - pad.right}
          y1={baseline}
          y2={baseline}
        />
        <path className={projected ? styles.areaProjected : styles.area} d={area} />
        <polyline
          className={projected ? styles.lineProjected : styles.line}
          points={points.join(' ')}
          fill="none"
        />
        {todayValue !== undefined && today !== undefined && (
          <>
            <line
              className={styles.todayLine}
              x1={x(today)}
              x2={x(today)}
              y1={pad.top - 6}
              y2={baseline}
            />
            <circle className={styles.todayDot} cx={x(today)} cy={y(todayValue)} r={3.5} />
          </>
        )}
      </svg>
      <div className={styles.chartScale} aria-hidden="true">
        <span>
          {dayName(curve.month, 1)} · {formatBp(curve.startBp)}
        </span>
        <span>
          {lastDayName(curve.month)} · {formatBp(curve.floorBp)}
        </span>
      </div>
      <figcaption id={descId} className={styles.chartCaption}>
        {description}
      </figcaption>
      <details className={styles.dailyFigures}>
        <summary>Daily figures</summary>
        <div
          className={styles.dailyScroll}
          tabIndex={0}
          role="region"
          aria-label={`${label}: daily figures`}
        >
          <table className={styles.dailyTable}>
            <caption className="visually-hidden">
              {label}: share of the pool on each day of {monthName(curve.month)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {days.map((bp, i) => (
                <tr key={i} aria-current={today === i + 1 ? 'date' : undefined}>
                  <th scope="row">{dayName(curve.month, i + 1)}</th>
                  <td>{formatBp(bp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
