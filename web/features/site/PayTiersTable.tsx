import { payTiers } from '../../../common/pay-tiers';
import { formatCents } from '../../../common/pricing';
import styles from './PayTiersTable.module.css';

const columns = [
  ['Video edit (per 10 min)', 'videoEditPer10MinCents'],
  ['Short (per 60 s)', 'shortPer60sCents'],
  ['Thumbnail', 'thumbnailCents'],
  ['Minimum per order', 'minimumPerOrderCents'],
] as const;

/**
 * The freelancer pay of docs/product.md §9: a table with one row per tier and one column per kind of job.
 * Phones get the same figures as one card per tier, since five columns do not fit 390 px; only
 * one of the two is displayed (and so read out) at a time.
 */
export function PayTiersTable() {
  return (
    <>
      <ul className={styles.cards} aria-label="Pay per job, by tier (US dollars)">
        {payTiers.map((tier) => (
          <li key={tier.tier} className={styles.card}>
            <h3 className={styles.cardTitle}>Tier {tier.tier}</h3>
            <dl className={styles.cardList}>
              {columns.map(([label, field]) => (
                <div key={field}>
                  <dt>{label}</dt>
                  <dd>{formatCents(tier[field])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className={styles.scroll} role="region" aria-labelledby="pay-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="pay-caption" className={styles.caption}>
            Pay per job, by tier (US dollars)
          </caption>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              {columns.map(([label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payTiers.map((tier) => (
              <tr key={tier.tier}>
                <th scope="row">Tier {tier.tier}</th>
                {columns.map(([, field]) => (
                  <td key={field}>{formatCents(tier[field])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
