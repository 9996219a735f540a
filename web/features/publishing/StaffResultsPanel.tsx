import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { staffResultsQuery } from './api';
import { formatCtr, formatViewDuration } from './results-format';
import styles from './Publishing.module.css';

/**
 * On a staff member's page, beside the rating: how the published videos they edited or made the
 * thumbnail of do on YouTube, as the median click-through rate and average view duration.
 */
export function StaffResultsPanel({ uid }: { uid: string }) {
  const query = useQuery(staffResultsQuery(uid));
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby="staff-results-title">
      <h2 id="staff-results-title" className={styles.title}>
        Results on YouTube
      </h2>
      <QueryState
        query={query}
        compact
        isEmpty={(r) => r.videos === 0}
        empty={<p className={page.muted}>No video of theirs is published through Crewcast yet.</p>}
      >
        {(r) => (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>Median click-through rate</dt>
                <dd>{formatCtr(r.medianImpressionsCtr)}</dd>
              </div>
              <div>
                <dt>Median average view</dt>
                <dd>{formatViewDuration(r.medianAverageViewSeconds)}</dd>
              </div>
            </dl>
            <p className={page.muted}>
              {r.videos} published {r.videos === 1 ? 'video' : 'videos'} they edited or made the
              thumbnail of; {r.withResults} with YouTube Analytics figures
              {r.withResults < r.videos && ' (the others’ Partners did not allow reading results)'}.
              {r.sandbox && ' Sandbox: made-up figures, not YouTube’s.'}
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
