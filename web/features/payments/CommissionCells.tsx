import type { AffiliateCommission } from '../../../common/api/payments';
import { formatCents } from '../../../common/pricing';
import styles from './payments.module.css';

/** The cells every commissions table has: buyer, purchase, commission and state. */
export function CommissionCells({ commission: c }: { commission: AffiliateCommission }) {
  return (
    <>
      <td>{c.buyer}</td>
      <td>{formatCents(c.basisCents)}</td>
      <td>{formatCents(c.amountCents)}</td>
      <td>
        <span className={`${styles.status} ${styles[c.status] ?? ''}`}>{c.status}</span>
      </td>
    </>
  );
}
