import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Statement } from '../../../common/api/payouts';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { downloadStatementCsv, statementQuery } from './api';
import styles from './payouts.module.css';
import { paidToText } from './paid-to';
import { StatusPill } from './StatusPill';

const kindNames = { job: 'Job', commission: 'Commission', reversal: 'Reversal' } as const;

/** /dashboard/pay/statements/:id: one statement, laid out to print on its own. */
export function StatementPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const statement = useQuery(statementQuery(id));
  const csv = useMutation({ mutationFn: () => downloadStatementCsv(id) });
  const back =
    session.accountType === 'Admin'
      ? { to: dashboardPaths.payouts, text: 'Back to Payouts' }
      : { to: dashboardPaths.pay, text: 'Back to Pay' };
  const missing = statement.error instanceof ApiError && statement.error.status < 500;
  return (
    <div className={page.page}>
      <title>Statement · Crewcast</title>
      <nav className={styles.sheetActions} aria-label="Statement">
        <Link to={back.to} className={styles.back}>
          <Icon name="chevronLeft" size={16} /> {back.text}
        </Link>
        {statement.data && (
          <span className={styles.actions}>
            <Button variant="secondary" loading={csv.isPending} onClick={() => csv.mutate()}>
              Download CSV
            </Button>
            <Button onClick={() => window.print()}>Print statement</Button>
          </span>
        )}
      </nav>
      {csv.isError && <FailureAlert error={csv.error} />}
      {missing ? (
        <Alert tone="error" link={{ text: back.text, href: back.to }}>
          There is no such statement of yours.
        </Alert>
      ) : (
        <QueryState query={statement}>{(data) => <StatementSheet statement={data} />}</QueryState>
      )}
    </div>
  );
}

function StatementSheet({ statement: s }: { statement: Statement }) {
  return (
    <article className={`${page.surface} ${styles.sheet}`} aria-labelledby="statement-title">
      <header>
        <h1 id="statement-title" className={styles.sheetTitle}>
          Pay statement {formatDay(s.period, 'month')}
        </h1>
        <p className={`${page.muted} ${styles.sheetMeta}`}>Crewcast · {s.id}</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Payee</dt>
          <dd>
            {s.payee.username} ({s.payee.kind === 'affiliate' ? 'Affiliate' : 'Staff'})
          </dd>
        </div>
        <div>
          <dt>Paid to</dt>
          <dd>{paidToText(s, 'No wallet when the month closed')}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusPill statement={s} />
            {s.paidAt && (
              <span data-testid="paid-reference">
                {' '}
                on {formatDate(s.paidAt, 'longDate')}, reference{' '}
                <span className={styles.reference}>{s.paidReference}</span>
              </span>
            )}
          </dd>
        </div>
      </dl>
      <table className={styles.lines}>
        <caption className="visually-hidden">Ledger rows of the statement</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Kind</th>
            <th scope="col">Description</th>
            <th scope="col">Tier</th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((line, i) => (
            <tr key={i}>
              <td>{formatDate(line.occurredAt, 'date')}</td>
              <td>{kindNames[line.kind]}</td>
              <td>{line.description}</td>
              <td>{line.tier ?? '—'}</td>
              <td className={styles.number}>{formatCents(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={4}>
              Total ({s.currency})
            </th>
            <td className={styles.number} data-testid="statement-total">
              {formatCents(s.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
