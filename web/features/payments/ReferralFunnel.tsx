import type { AffiliateSummary } from '../../../common/api/payments';
import { referralPages } from '../../../common/referral';
import page from '../../styles/page.module.css';
import styles from './payments.module.css';

/** A share as a whole percentage, or a dash when there is nothing to divide by. */
const rate = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

/** How far the people sent by the links got: visits, then sign-ups, then buyers. */
export function ReferralFunnel({ funnel }: { funnel: AffiliateSummary['funnel'] }) {
  const steps = [
    { name: 'Visits', value: funnel.visits, note: 'through your links' },
    {
      name: 'Sign-ups',
      value: funnel.signups,
      note: `${rate(funnel.signups, funnel.visits)} of visits`,
    },
    {
      name: 'Buyers',
      value: funnel.buyers,
      note: `${rate(funnel.buyers, funnel.signups)} of sign-ups`,
    },
  ];
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby="funnel-title">
      <h2 id="funnel-title" className={styles.sectionTitle}>
        Your figures
      </h2>
      <ol className={styles.funnel}>
        {steps.map((step) => (
          <li key={step.name} className={styles.funnelStep}>
            <span className={styles.funnelName}>{step.name}</span>
            <span className={styles.funnelValue} data-testid={`funnel-${step.name.toLowerCase()}`}>
              {step.value}
            </span>
            <span className={styles.muted}>{step.note}</span>
          </li>
        ))}
      </ol>
      {funnel.visitsByPage.length > 0 && (
        <p className={styles.muted}>
          Visits by page:{' '}
          {funnel.visitsByPage.map((p) => `${referralPages[p.page].name} ${p.visits}`).join(' · ')}
        </p>
      )}
      <p className={styles.muted}>
        A visit counts once a day per browser and page; nothing about the visitor is kept.
      </p>
    </section>
  );
}
