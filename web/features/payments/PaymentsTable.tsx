import { Link } from 'react-router';
import type { Payment, PaymentStatus } from '../../../common/api/payments';
import { dashboardPaths } from '../../../common/paths';
import { describeCredit, formatCents } from '../../../common/pricing';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/format-date';
import styles from './billing.module.css';
import { StatePill, type StateTone } from './StatePill';

const statusLabels: Record<PaymentStatus, string> = {
  processing: 'Processing',
  paid: 'Paid',
  refunded: 'Refunded',
};
const statusTones: Record<PaymentStatus, StateTone> = {
  processing: 'warning',
  paid: 'success',
  refunded: 'danger',
};

/** A payment's items as one line each: "2 × Video Edit (10 min)". */
export function PaymentItems({ payment }: { payment: Payment }) {
  return (
    <ul className={styles.items}>
      {payment.lines.map((line) => (
        <li key={`${line.name}-${line.args.join('-')}`}>
          {line.quantity} × {describeCredit(line.name, line.args[0] ?? null)}
        </li>
      ))}
    </ul>
  );
}

/** Every payment of the Partner: date, items, amount, status, refund and the receipt's link. */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    <DataTable label="Payments table" className={styles.tableWrap} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Items</th>
          <th scope="col" className={styles.number}>
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Refund</th>
          <th scope="col">Receipt</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id} data-testid="payment-row">
            <td>{formatDate(p.createdAt, 'dateTime')}</td>
            <td>
              <PaymentItems payment={p} />
            </td>
            <td className={styles.number}>{formatCents(p.amountCents)}</td>
            <td>
              <StatePill tone={statusTones[p.status]}>{statusLabels[p.status]}</StatePill>
            </td>
            <td>
              {p.refundedAt
                ? `${formatCents(p.refundedCents)} on ${formatDate(p.refundedAt)}`
                : 'None'}
            </td>
            <td>
              {p.receiptNumber === null ? (
                <span className={styles.muted}>After payment clears</span>
              ) : (
                <Link to={dashboardPaths.receipt(p.id)}>Receipt no. {p.receiptNumber}</Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
