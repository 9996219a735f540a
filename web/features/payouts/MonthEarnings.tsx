import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PayPeriod } from '../../../common/api/payouts';
import { formatCents } from '../../../common/pricing';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { monthEarningsQuery } from './api';
import styles from './payouts.module.css';

/** A staff member's earnings of one chosen month, job by job, with the tier each was paid at. */
export function MonthEarnings({ thisMonth }: { thisMonth: string }) {
  const [month, setMonth] = useState(thisMonth);
  const valid = PayPeriod.safeParse(month).success;
  const earnings = useQuery({ ...monthEarningsQuery(month), enabled: valid });
  return (
    <section className={page.section} aria-labelledby="earnings-title">
      <h2 id="earnings-title" className={page.sectionTitle}>
        Earnings by month
      </h2>
      <Field
        label="Month"
        type="month"
        value={month}
        max={thisMonth}
        onChange={(event) => setMonth(event.target.value)}
        error={valid ? undefined : 'Choose a month.'}
      />
      {valid && (
        <QueryState
          query={earnings}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className={page.empty}>No delivered jobs in {month}.</p>}
        >
          {(data) => (
            <>
              <p>
                <strong className={styles.figure} data-testid="month-total">
                  {formatCents(data.totalCents)}
                </strong>
                <span className={page.muted}>
                  {' '}
                  for {data.items.length} job{data.items.length === 1 ? '' : 's'}
                </span>
              </p>
              <DataTable label={`Earnings of ${month}`}>
                <thead>
                  <tr>
                    <th scope="col">Job</th>
                    <th scope="col">Delivered</th>
                    <th scope="col">Tier</th>
                    <th scope="col" className={styles.number}>
                      Pay
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((job) => (
                    <tr key={job.requestId}>
                      <td>
                        {job.title}
                        <span className={page.muted}>
                          {' '}
                          · {job.type}
                          {job.isRevision ? ' revision' : ''}
                        </span>
                      </td>
                      <td>{formatDate(job.earnedTime, 'date')}</td>
                      <td>{job.tier}</td>
                      <td className={styles.number}>{formatCents(job.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
