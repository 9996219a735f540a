import { useQuery } from '@tanstack/react-query';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { ButtonLink } from '../../components/Button';
import { QueryError } from '../../components/QueryError';
import page from '../../styles/page.module.css';
import { creditCountsQuery } from './api';
import styles from './payments.module.css';

/** The Partner's unused edits and thumbnails on the dashboard home (docs/product.md §2), with a way to buy more. */
export function PartnerCredits() {
  const session = useSession();
  const counts = useQuery(creditCountsQuery(session.uid));
  return (
    <section
      className={`${page.surface} ${styles.panel}`}
      aria-labelledby="credits-title"
      aria-busy={counts.isPending}
    >
      <h2 id="credits-title" className={styles.sectionTitle}>
        Your credits
      </h2>
      {counts.isError ? (
        <QueryError error={counts.error} onRetry={() => void counts.refetch()} size="small" />
      ) : (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Unused edits</dt>
            <dd data-testid="unused-edits">{counts.data?.edits ?? '…'}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Unused thumbnails</dt>
            <dd data-testid="unused-thumbnails">{counts.data?.thumbnails ?? '…'}</dd>
          </div>
        </dl>
      )}
      <ButtonLink to={dashboardPaths.shop} variant="secondary" size="small">
        Buy edits and thumbnails
      </ButtonLink>
    </section>
  );
}
