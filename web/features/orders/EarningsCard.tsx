import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { useSession } from '../../app/session';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatDay } from '../../lib/format-date';
import { earningsQuery } from './api';
import page from '../../styles/page.module.css';
import styles from './Activity.module.css';

function monthLabel(month: string): string {
  return formatDay(month, 'month');
}

/** "This month's earnings" on a Production user's home (docs/product.md §2, §9): the total and each job. */
export function EarningsCard() {
  const session = useSession();
  const isStaff = session.accountType === 'Production';
  const earnings = useQuery({
    ...earningsQuery(session.uid),
    enabled: isStaff && session.uid !== null,
  });
  if (!isStaff) return null;

  return (
    <section className={`${page.surface} ${styles.earnings}`} aria-labelledby="earnings-title">
      <div className={styles.head}>
        <h2 id="earnings-title" className={styles.title}>
          This month&apos;s earnings
        </h2>
        {earnings.data && <p className={page.muted}>{monthLabel(earnings.data.month)}</p>}
        <Link to={dashboardPaths.pay}>Pay rules and statements</Link>
      </div>
      <QueryState query={earnings} compact>
        {(data) => (
          <>
            <p className={styles.total}>
              <span className={styles.totalValue} data-testid="earnings-total">
                {formatCents(data.totalCents)}
              </span>
              <span className={page.muted}>
                {' '}
                for {data.items.length} {data.items.length === 1 ? 'job' : 'jobs'}
              </span>
            </p>
            {data.items.length === 0 ? (
              <p className={page.muted}>
                No paid jobs yet this month. Each delivery adds its pay here.
              </p>
            ) : (
              <ul className={`${page.bareList} ${styles.jobs}`}>
                {data.items.map((job) => (
                  <li key={job.requestId} className={styles.job}>
                    <span className={styles.jobTitle}>
                      {job.title}
                      <span className={page.muted}>
                        {' '}
                        · {job.type}
                        {job.isRevision ? ' revision' : ''} · Tier {job.tier} ·{' '}
                        {formatDate(job.earnedTime)}
                      </span>
                    </span>
                    <span className={styles.jobAmount}>{formatCents(job.amountCents)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
