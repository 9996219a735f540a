import { useQuery } from '@tanstack/react-query';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { ButtonLink } from '../../components/Button';
import { QueryError } from '../../components/QueryError';
import page from '../../styles/page.module.css';
import { creditRowsQuery } from './api';
import { groupEditCredits } from './credit-breakdown';
import styles from './payments.module.css';

/**
 * The Partner's unused credits on the dashboard home (docs/product.md §2): edits broken down by
 * kind and length, since an order spends a credit of its own length, and thumbnails.
 */
export function PartnerCredits() {
  const session = useSession();
  const credits = useQuery(creditRowsQuery(session.uid));
  const groups = credits.data ? groupEditCredits(credits.data.edits) : [];
  return (
    <section
      className={`${page.surface} ${styles.panel}`}
      aria-labelledby="credits-title"
      aria-busy={credits.isPending}
    >
      <h2 id="credits-title" className={styles.sectionTitle}>
        Your credits
      </h2>
      {credits.isError ? (
        <QueryError error={credits.error} onRetry={() => void credits.refetch()} size="small" />
      ) : (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Unused edits</dt>
            <dd data-testid="unused-edits">{credits.data?.edits.length ?? '…'}</dd>
            {groups.length > 0 && (
              <dd className={styles.statNote}>
                <ul className={styles.creditGroups} aria-label="Unused edits by kind and length">
                  {groups.map((g) => (
                    <li key={`${g.product}-${g.minutes}`} data-testid="credit-group">
                      {g.count} × {g.product === 'Shorts Edit' ? 'Short' : 'Video edit'},{' '}
                      {g.minutes} min
                    </li>
                  ))}
                </ul>
              </dd>
            )}
          </div>
          <div className={styles.stat}>
            <dt>Unused thumbnails</dt>
            <dd data-testid="unused-thumbnails">{credits.data?.thumbnails ?? '…'}</dd>
          </div>
        </dl>
      )}
      <div className={styles.linkRow}>
        <ButtonLink to={dashboardPaths.shop} variant="secondary" size="small">
          Buy edits and thumbnails
        </ButtonLink>
        <ButtonLink to={dashboardPaths.billing} variant="ghost" size="small">
          Billing and receipts
        </ButtonLink>
      </div>
    </section>
  );
}
