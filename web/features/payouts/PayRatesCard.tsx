import type { PayRates } from '../../../common/api/payouts';
import { formatCents } from '../../../common/pricing';
import page from '../../styles/page.module.css';
import styles from './payouts.module.css';

/** A staff member's tier and what each kind of job pays at it (docs/product.md §9). */
export function PayRatesCard({ rates }: { rates: PayRates }) {
  return (
    <section className={page.card} aria-labelledby="rates-title">
      <h2 id="rates-title" className={page.sectionTitle}>
        Your pay rules · Tier {rates.tier}
      </h2>
      <dl className={styles.rates}>
        <div>
          <dt>Video edit, per 10 minutes</dt>
          <dd>{formatCents(rates.videoEditPer10MinCents)}</dd>
        </div>
        <div>
          <dt>Short, per 60 seconds</dt>
          <dd>{formatCents(rates.shortPer60sCents)}</dd>
        </div>
        <div>
          <dt>Thumbnail</dt>
          <dd>{formatCents(rates.thumbnailCents)}</dd>
        </div>
        <div>
          <dt>Least per job (and per revision)</dt>
          <dd>{formatCents(rates.minimumPerOrderCents)}</dd>
        </div>
      </dl>
      <p className={page.muted}>
        Edits are paid pro rata to the minute, rounded to the cent. Each month&apos;s jobs are paid
        after the month ends, once an Admin closes it; the statement below then shows each job.
      </p>
    </section>
  );
}
