import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { staffPayQuery } from './api';
import { AdminMoneyPage, MonthField, monthWords, useMoneyMonth } from './MoneyMonth';
import styles from './payouts.module.css';

/**
 * /dashboard/manage/staff-pay (Admin): what each staff member earned by deliveries in a month,
 * most first: the list behind the Dashboard's "Staff pay earned". It is paid when the month is
 * closed on Payouts. `?month=YYYY-MM` picks the month.
 */
export function StaffPayPage() {
  const { month, choose } = useMoneyMonth();
  const pay = useQuery(staffPayQuery(month));
  const shown = month ?? pay.data?.month ?? '';
  return (
    <AdminMoneyPage title="Staff pay">
      <header className={styles.head}>
        <h1 className={page.title}>Staff pay{shown && ` · ${monthWords(shown)}`}</h1>
        <p className={page.muted}>
          What each staff member earned by deliveries in the month. It is paid once the month is
          closed on <Link to={dashboardPaths.payouts}>Payouts</Link>.
        </p>
      </header>
      <MonthField value={shown} onChange={choose} />
      <QueryState
        query={pay}
        isEmpty={(data) => data.staff.length === 0}
        empty={<p className={page.empty}>Nobody earned anything in {monthWords(shown)}.</p>}
      >
        {(data) => (
          <section className={page.section} aria-label="The month's staff pay">
            <p data-testid="staff-pay-total">
              <strong>{formatCents(data.totalCents)}</strong> for {data.jobs}{' '}
              {data.jobs === 1 ? 'job' : 'jobs'}
            </p>
            <DataTable label="Staff pay">
              <thead>
                <tr>
                  <th scope="col">Staff member</th>
                  <th scope="col" className={styles.number}>
                    Jobs
                  </th>
                  <th scope="col" className={styles.number}>
                    Earned
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.staff.map((row) => (
                  <tr key={row.uid}>
                    <td>
                      <Link to={dashboardPaths.staffMember(row.uid)}>{row.name}</Link>{' '}
                      <span className={page.muted}>@{row.username}</span>
                    </td>
                    <td className={styles.number}>{row.jobs}</td>
                    <td className={styles.number}>{formatCents(row.cents)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </section>
        )}
      </QueryState>
    </AdminMoneyPage>
  );
}
