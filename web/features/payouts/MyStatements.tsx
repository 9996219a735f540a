import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { StatementSummary } from '../../../common/api/payouts';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { Button } from '../../components/Button';
import { DataTable } from '../../components/DataTable';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDate, formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { downloadStatementCsv } from './api';
import styles from './payouts.module.css';
import { paidToText } from './paid-to';
import { StatusPill } from './StatusPill';

/** A payee's statements, newest first: pending until paid, then with the payment's reference. */
export function MyStatements({ statements }: { statements: StatementSummary[] }) {
  const csv = useMutation({ mutationFn: downloadStatementCsv });
  return (
    <section className={page.section} aria-labelledby="statements-title">
      <h2 id="statements-title" className={page.sectionTitle}>
        Statements
      </h2>
      {statements.length === 0 ? (
        <p className={page.empty}>
          No statements yet. When an Admin closes a month, what you earned in it appears here.
        </p>
      ) : (
        <DataTable label="Statements">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className={styles.number}>
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col">Paid to</th>
              <th scope="col">Reference</th>
              <th scope="col">Download</th>
            </tr>
          </thead>
          <tbody>
            {statements.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={dashboardPaths.payStatement(s.id)}>
                    Statement {formatDay(s.period, 'month')}
                  </Link>
                </td>
                <td className={styles.number}>{formatCents(s.totalCents)}</td>
                <td>
                  <StatusPill statement={s} />
                </td>
                <td>{paidToText(s, 'No wallet yet')}</td>
                <td className={styles.reference}>
                  {s.paidReference
                    ? `${s.paidReference}, ${formatDate(s.paidAt ?? '', 'date')}`
                    : '—'}
                </td>
                <td>
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Download statement ${formatDay(s.period, 'month')} as CSV`}
                    onClick={() => csv.mutate(s.id)}
                  >
                    CSV
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {csv.isError && <FailureAlert error={csv.error} />}
    </section>
  );
}
