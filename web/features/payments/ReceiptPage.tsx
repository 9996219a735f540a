import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Receipt } from '../../../common/api/payments';
import { dashboardPaths } from '../../../common/paths';
import { describeCredit, formatCents } from '../../../common/pricing';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { receiptQuery } from './api';
import styles from './billing.module.css';

/** /dashboard/billing/:id: one payment's receipt, laid out to print on its own. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useQuery(receiptQuery(id));
  const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
  return (
    <div className={page.page}>
      <title>Receipt · Crewcast</title>
      <nav className={styles.receiptActions} aria-label="Receipt">
        <Link to={dashboardPaths.billing} className={styles.back}>
          <Icon name="chevronLeft" size={16} /> Back to Billing
        </Link>
        {receipt.data && <Button onClick={() => window.print()}>Print receipt</Button>}
      </nav>
      {missing ? (
        <Alert tone="error" link={{ text: 'Back to Billing', href: dashboardPaths.billing }}>
          There is no receipt for this payment: it is not yours, or it has not been paid yet.
        </Alert>
      ) : (
        <QueryState query={receipt}>{(data) => <ReceiptSheet receipt={data} />}</QueryState>
      )}
    </div>
  );
}

function ReceiptSheet({ receipt: r }: { receipt: Receipt }) {
  const p = r.payment;
  return (
    <article className={`${page.surface} ${styles.sheet}`} aria-labelledby="receipt-title">
      <header className={styles.sheetHead}>
        <div>
          <h1 id="receipt-title" className={styles.sheetTitle}>
            Receipt no. {r.number}
          </h1>
          <p className={styles.muted}>Issued {formatDate(r.issuedAt, 'longDate')}</p>
        </div>
        <address className={styles.party} data-testid="receipt-seller">
          <strong>{r.seller.name}</strong>
          {r.seller.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Billed to</dt>
          <dd className={styles.buyer}>
            <strong>{r.buyer.name}</strong>
            <span className={styles.muted}>
              {r.buyer.username} · {r.buyer.email}
            </span>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {formatDate(p.createdAt, 'dateTime')},{' '}
            {p.provider === 'stripe' ? 'card (Stripe)' : 'test card (sandbox)'}
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd className={styles.reference}>{p.id}</dd>
        </div>
      </dl>
      <table className={styles.lines}>
        <caption className="visually-hidden">Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col" className={styles.number}>
              Unit price
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {p.lines.map((line) => (
            <tr key={`${line.name}-${line.args.join('-')}`}>
              <td>{describeCredit(line.name, line.args[0] ?? null)}</td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatCents(line.unitCents)}</td>
              <td className={styles.number}>{formatCents(line.lineCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {r.tax && (
            <>
              <tr>
                <th scope="row" colSpan={3}>
                  Subtotal
                </th>
                <td className={styles.number}>{formatCents(r.subtotalCents)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {r.tax.label} ({r.tax.ratePercent}%, included)
                </th>
                <td className={styles.number}>{formatCents(r.tax.cents)}</td>
              </tr>
            </>
          )}
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={3}>
              Total paid (USD)
            </th>
            <td className={styles.number} data-testid="receipt-total">
              {formatCents(r.totalCents)}
            </td>
          </tr>
          {p.refundedAt && (
            <tr>
              <th scope="row" colSpan={3}>
                Refunded on {formatDate(p.refundedAt)}
              </th>
              <td className={styles.number}>−{formatCents(p.refundedCents)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      <p className={styles.providerNote}>
        {r.providerReceiptUrl ? (
          <a href={r.providerReceiptUrl} target="_blank" rel="noreferrer">
            Stripe’s receipt of this charge (opens in a new tab)
          </a>
        ) : p.provider === 'sandbox' ? (
          'This was a sandbox test payment: nothing was charged, so there is no Stripe receipt.'
        ) : (
          'Stripe’s own receipt of this charge is not available right now.'
        )}
      </p>
    </article>
  );
}
