import { useQuery } from '@tanstack/react-query';
import { dashboardPaths } from '../../../common/paths';
import { formatCtr, monthPublishedQuery } from '../../features/publishing/public';
import page from '../../styles/page.module.css';
import { OverviewFigure } from './OverviewFigure';
import styles from './AdminOverview.module.css';
import { monthText } from './overview-format';

/** The Dashboard's YouTube figures: the month's published videos and their median CTR. */
export function PublishedFigures() {
  const query = useQuery(monthPublishedQuery(undefined));
  const data = query.data;
  const to = dashboardPaths.publishedVideos(data ? { month: data.month } : {});
  return (
    <section className={`${page.surface} ${styles.group}`} aria-labelledby="overview-youtube">
      <h2 id="overview-youtube" className={styles.groupTitle}>
        YouTube{data && ` · ${monthText(data.month)}`}
      </h2>
      <ul className={styles.figures}>
        <OverviewFigure
          value={data ? data.count : '…'}
          label="Videos published"
          to={to}
          note={data?.sandbox ? 'sandbox, made-up figures' : undefined}
        />
        <OverviewFigure
          value={data ? formatCtr(data.medianImpressionsCtr) : '…'}
          label="Their median click-through rate"
          to={to}
          note={query.isError ? 'could not be counted' : undefined}
        />
      </ul>
    </section>
  );
}
