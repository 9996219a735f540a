import type { AffiliateSummary } from '../../../common/api/payments';
import { commissionPendingDays, formatCents } from '../../../common/pricing';
import { DataTable } from '../../components/DataTable';
import { LoadMore, type Pager } from '../../components/LoadMore';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { CommissionCells } from './CommissionCells';
import styles from './payments.module.css';

/** Commissions pending (in their refund window), payable and paid out. */
export function CommissionStats({ data }: { data: AffiliateSummary }) {
  return (
    <dl className={styles.stats} aria-label="Commissions">
      <div className={styles.stat}>
        <dt>Pending</dt>
        <dd data-testid="commission-pending">{formatCents(data.pending.cents)}</dd>
        <dd className={styles.statNote}>
          {data.pending.count} in their {commissionPendingDays}-day refund window
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>Payable</dt>
        <dd data-testid="commission-payable">{formatCents(data.payable.cents)}</dd>
        <dd className={styles.statNote}>{data.payable.count} due to you</dd>
      </div>
      <div className={styles.stat}>
        <dt>Paid out</dt>
        <dd>{formatCents(data.paid.cents)}</dd>
        <dd className={styles.statNote}>{data.paid.count} paid</dd>
      </div>
    </dl>
  );
}

/** Who signed up through the referral link. */
export function ReferredSignups({ signups }: { signups: AffiliateSummary['signups'] }) {
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby="signups-title">
      <h2 id="signups-title" className={styles.sectionTitle}>
        Referred sign-ups ({signups.length})
      </h2>
      {signups.length === 0 ? (
        <p className={styles.muted}>No sign-ups yet. Share your link to get your first one.</p>
      ) : (
        <ul className={styles.signups}>
          {signups.map((s) => (
            <li key={s.username}>
              <span>{s.username}</span>
              <span className={styles.muted}>joined {formatDate(s.joinedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The commissions the Affiliate earned, newest first, with their state and when they become
 * payable: the pages loaded so far, and "Load more" while the server has more.
 */
export function AffiliateCommissions({
  commissions,
  more,
}: {
  commissions: AffiliateSummary['commissions'];
  more: Pager;
}) {
  return (
    <section
      id="commissions"
      className={`${page.surface} ${styles.panel}`}
      aria-labelledby="commissions-title"
    >
      <h2 id="commissions-title" className={styles.sectionTitle}>
        Commissions
      </h2>
      {commissions.length === 0 ? (
        <p className={styles.muted}>
          No commissions yet. You earn one each time someone you referred buys credits.
        </p>
      ) : (
        <DataTable
          label="Commissions table"
          className={styles.tableWrap}
          tableClassName={styles.table}
        >
          <thead>
            <tr>
              <th scope="col">Buyer</th>
              <th scope="col">Purchase</th>
              <th scope="col">Commission</th>
              <th scope="col">Status</th>
              <th scope="col">Payable from</th>
            </tr>
          </thead>
          <tbody>
            {commissions.map((c) => (
              <tr key={c.id}>
                <CommissionCells commission={c} />
                <td>{formatDate(c.payableAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <LoadMore pager={more} label="Load more commissions" />
    </section>
  );
}
