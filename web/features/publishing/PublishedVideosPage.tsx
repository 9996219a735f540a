import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PayPeriod } from '../../../common/api/payouts';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { monthPublishedQuery } from './api';
import { formatCount, formatCtr, formatViewDuration } from './results-format';
import styles from './Publishing.module.css';

function MonthList({ month, choose }: { month: string | null; choose: (m: string) => void }) {
  const query = useQuery(monthPublishedQuery(month ?? undefined));
  const shown = month ?? query.data?.month ?? '';
  const words = shown ? formatDay(`${shown}-01`, 'month') : '';
  return (
    <>
      <h1 className={page.title}>Published videos{words && ` · ${words}`}</h1>
      <p className={page.muted}>
        Videos Partners published to YouTube through Crewcast in the month (UTC), newest first.
      </p>
      <Field
        label="Month"
        type="month"
        value={shown}
        onChange={(event) => choose(event.target.value)}
      />
      <QueryState
        query={query}
        isEmpty={(d) => d.count === 0}
        empty={<p className={page.empty}>No video was published in {words}.</p>}
      >
        {(d) => (
          <>
            <p>
              {d.count} {d.count === 1 ? 'video' : 'videos'}, median click-through rate{' '}
              {formatCtr(d.medianImpressionsCtr)}.
              {d.sandbox && ' Sandbox: made-up figures, not YouTube’s.'}
            </p>
            <DataTable label="Published videos">
              <thead>
                <tr>
                  <th scope="col">Published</th>
                  <th scope="col">Video</th>
                  <th scope="col">Partner</th>
                  <th scope="col" className={styles.number}>
                    Views
                  </th>
                  <th scope="col" className={styles.number}>
                    CTR
                  </th>
                  <th scope="col" className={styles.number}>
                    Avg. view
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.videos.map((v) => (
                  <tr key={v.requestId}>
                    <td>{formatDate(v.publishedAt, 'dateTime')}</td>
                    <td>
                      <Link to={dashboardPaths.inbox({ active: v.requestId })}>{v.title}</Link>
                    </td>
                    <td>{v.partnerName}</td>
                    <td className={styles.number}>{formatCount(v.views)}</td>
                    <td className={styles.number}>{formatCtr(v.impressionsCtr)}</td>
                    <td className={styles.number}>{formatViewDuration(v.averageViewSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * /dashboard/manage/published (Admin): the videos published to YouTube in a month with their
 * views and rates, the list behind the Dashboard's "Videos published". `?month=YYYY-MM`.
 */
export function PublishedVideosPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && PayPeriod.safeParse(asked).success ? asked : null;
  const choose = (next: string) =>
    setParams(PayPeriod.safeParse(next).success ? { month: next } : {}, { replace: true });
  return (
    <div className={page.page}>
      <title>Published videos · Crewcast</title>
      {session.accountType === 'Admin' ? (
        <MonthList month={month} choose={choose} />
      ) : (
        <>
          <h1 className={page.title}>Published videos</h1>
          <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
            Only Admins see the agency&apos;s published videos.
          </Alert>
        </>
      )}
    </div>
  );
}
