import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { recentPublishedQuery } from './home-api';
import { formatCount, formatCtr } from './results-format';
import styles from './Publishing.module.css';

// Most Partners see no consent button here (no videos yet, or results already allowed), so its
// code loads only when it shows rather than with Home.
const ConsentButton = lazy(async () => ({
  default: (await import('./ConsentButton')).ConsentButton,
}));

/** A Partner's Home: their last five videos published to YouTube, each opening its order. */
export function RecentVideos() {
  const query = useQuery(recentPublishedQuery());
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby="recent-videos-title">
      <h2 id="recent-videos-title" className={styles.title}>
        Your latest videos on YouTube
      </h2>
      <QueryState
        query={query}
        compact
        isEmpty={(r) => r.videos.length === 0}
        empty={
          <p className={page.muted}>
            Nothing published yet: publish an accepted edit from its order.
          </p>
        }
      >
        {(r) => (
          <>
            {r.sandbox && <p className={page.muted}>Sandbox: made-up figures, not YouTube’s.</p>}
            <ul className={styles.list}>
              {r.videos.map((v) => (
                <li key={v.requestId}>
                  <Link to={dashboardPaths.inbox({ active: v.requestId })}>{v.title}</Link>
                  <span className={page.muted}>
                    {formatDate(v.publishedAt, 'date')} · {formatCount(v.views)} views ·{' '}
                    {formatCtr(v.impressionsCtr)} CTR
                  </span>
                </li>
              ))}
            </ul>
            {!r.results && (
              <div className={styles.note}>
                <p>Click-through rates need your permission to read YouTube Analytics.</p>
                <Suspense fallback={null}>
                  <ConsentButton results label="Allow reading results" />
                </Suspense>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
