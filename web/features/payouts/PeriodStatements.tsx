import { Link } from 'react-router';
import type { StatementSummary } from '../../../common/api/payouts';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import styles from './payouts.module.css';
import { paidToText } from './paid-to';
import { PayStatementButton } from './PayStatementButton';
import { StatusPill } from './StatusPill';

/** Every statement of a period: who, where to, how much, and whether it is paid. */
export function PeriodStatements({ statements }: { statements: StatementSummary[] }) {
  return (
    <DataTable label="Statements">
      <caption className="visually-hidden">Statements of the period</caption>
      <thead>
        <tr>
          <th scope="col">Payee</th>
          <th scope="col">Paid to</th>
          <th scope="col" className={styles.number}>
            Total
          </th>
          <th scope="col">Status</th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {statements.map((s) => (
          <tr key={s.id}>
            <td>
              <Link to={dashboardPaths.payStatement(s.id)}>{s.payee.username}</Link>
              <span className={page.muted}>
                {' '}
                · {s.payee.kind === 'affiliate' ? 'Affiliate' : 'Staff'}
              </span>
            </td>
            <td>{paidToText(s, 'No wallet')}</td>
            <td className={styles.number}>{formatCents(s.totalCents)}</td>
            <td>
              <StatusPill statement={s} />
            </td>
            <td className={styles.reference}>
              {s.paidReference ? (
                `${s.paidReference} (${formatDate(s.paidAt ?? '', 'date')})`
              ) : s.method === null ? (
                <PayStatementButton statement={s} />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
