import { payTiers } from '../../../common/pay-tiers';
import { formatCents } from '../../../common/plans';
import styles from './PayTiersTable.module.css';

/** The freelancer pay of SPEC §9 as a table: one row per tier, one column per kind of job. */
export function PayTiersTable() {
  return (
    <div className={styles.scroll} role="region" aria-labelledby="pay-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="pay-caption" className={styles.caption}>
          Pay per job, by tier (US dollars)
        </caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Video edit (per 10 min)</th>
            <th scope="col">Short (per 60 s)</th>
            <th scope="col">Thumbnail</th>
            <th scope="col">Minimum per order</th>
          </tr>
        </thead>
        <tbody>
          {payTiers.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">Tier {tier.tier}</th>
              <td>{formatCents(tier.videoEditPer10MinCents)}</td>
              <td>{formatCents(tier.shortPer60sCents)}</td>
              <td>{formatCents(tier.thumbnailCents)}</td>
              <td>{formatCents(tier.minimumPerOrderCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
