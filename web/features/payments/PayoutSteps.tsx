import { Link } from 'react-router';
import type { AffiliateSummary } from '../../../common/api/payments';
import { dashboardPaths } from '../../../common/paths';
import { commissionPendingDays } from '../../../common/pricing';
import page from '../../styles/page.module.css';
import styles from './payments.module.css';

/**
 * When and how a commission is paid (docs/product.md §9: pending for the refund window, then
 * payable until an Admin pays it out), and where it goes.
 */
export function PayoutSteps({ payTo }: { payTo: AffiliateSummary['payTo'] }) {
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby="payout-title">
      <h2 id="payout-title" className={styles.sectionTitle}>
        How you get paid
      </h2>
      <ol className={styles.payoutSteps}>
        <li>
          <strong>Pending</strong> for {commissionPendingDays} days after the purchase, while the
          buyer may still get a refund. A refund reverses the commission.
        </li>
        <li>
          <strong>Payable</strong> from day {commissionPendingDays}: it is due to you and waits for
          the next payout run.
        </li>
        <li>
          <strong>Paid</strong> once an Admin has sent it to your wallet and marked it paid.
        </li>
      </ol>
      {payTo ? (
        <p data-testid="payout-destination">
          Payouts go to your {payTo.method} account <strong>{payTo.account}</strong>.{' '}
          <Link to={dashboardPaths.settings}>Change it in Settings</Link>.
        </p>
      ) : (
        <p className={styles.notice} data-testid="payout-destination">
          You have no wallet yet, so payable commissions cannot be sent.{' '}
          <Link to={dashboardPaths.settings}>Add PayPal or Paysend in Settings</Link>.
        </p>
      )}
    </section>
  );
}
