import { useState } from 'react';
import type { CompanyStat } from '../../../common/api/site';
import {
  barHeightPx,
  defaultActiveKey,
  formatFigure,
  statsSinceLabel,
  withUnit,
} from '../../../common/company-stats';
import { siteLimits } from '../../../common/limits';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import styles from './CompanyStatsChart.module.css';
import { useCompanyStats } from './company-stats-api';

const since = statsSinceLabel();

/** Full figure for the detail line: '$1,250,000', '18,400,000 views'. */
function fullFigure(stat: CompanyStat): string {
  const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(stat.value);
  return withUnit(number, stat.unit);
}

function Bars({ stats }: { stats: CompanyStat[] }) {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const activeKey = stats.some((s) => s.key === picked)
    ? picked
    : defaultActiveKey(stats.map((s) => s.key));
  const active = stats.find((s) => s.key === activeKey);

  return (
    <div className={styles.body}>
      {active && (
        <p className={styles.detail} aria-live="polite">
          <span className={styles.detailKey}>{active.key}</span>
          <span className={styles.detailValue}>{formatFigure(active.value, active.unit)}</span>
          <span className={styles.detailText}>
            {fullFigure(active)} since {since}
          </span>
        </p>
      )}
      <div
        className={styles.bars}
        role="group"
        aria-label="Company figures"
        style={{ height: `${siteLimits.barMaxPx + 56}px` }}
      >
        {stats.map((stat) => {
          const isActive = stat.key === activeKey;
          const figure = formatFigure(stat.value, stat.unit);
          return (
            <button
              key={stat.key}
              type="button"
              className={`${styles.column} ${isActive ? styles.active : ''}`}
              aria-pressed={isActive}
              title={stat.key}
              onClick={() => setPicked(stat.key)}
              data-key={stat.key}
            >
              {/* Name first in the markup, so the button reads 'Payouts: $1.25m'; CSS puts it
                  under the bar. */}
              <span className={styles.key}>{stat.key}</span>
              <span className="visually-hidden">: </span>
              <span className={styles.value}>{figure}</span>
              <span
                className={styles.bar}
                style={{ height: `${barHeightPx(stat.value)}px` }}
                data-testid="stat-bar"
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The company stats chart (docs/product.md §2, §4, §9): one bar per figure, 'Payouts' active by default,
 * figures abbreviated k/m/b/t, totals since January 2025. It says so when the figures are
 * loading, missing or failed to download, rather than showing an empty box.
 */
export function CompanyStatsChart() {
  const state = useCompanyStats();

  return (
    <figure
      className={styles.chart}
      aria-labelledby="stats-title"
      aria-busy={state.status === 'loading'}
    >
      <figcaption className={styles.caption}>
        <h3 id="stats-title" className={styles.title}>
          Crewcast in numbers
        </h3>
        <p className={styles.since}>Totals since {since}. Pick a bar to see its figure.</p>
      </figcaption>

      {state.status === 'loading' && (
        <div className={styles.placeholder}>
          <span className={styles.skeleton} aria-hidden="true">
            {[120, 210, 300, 260, 360].map((h, i) => (
              <span key={i} style={{ height: `${h}px` }} />
            ))}
          </span>
          <p className={styles.status}>Loading figures…</p>
        </div>
      )}

      {state.status === 'error' && (
        <div className={`${styles.placeholder} ${styles.failed}`} role="alert">
          <Icon name="alert" size={28} />
          <p className={styles.status}>We could not load our figures.</p>
          <Button variant="secondary" size="small" onClick={state.retry}>
            Try again
          </Button>
        </div>
      )}

      {state.status === 'ready' && state.stats.length === 0 && (
        <div className={styles.placeholder}>
          <p className={styles.status}>Our figures will be published here soon.</p>
        </div>
      )}

      {state.status === 'ready' && state.stats.length > 0 && <Bars stats={state.stats} />}
    </figure>
  );
}
