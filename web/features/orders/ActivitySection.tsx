import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import styles from './Activity.module.css';

type ActivitySectionProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching'> & {
    refetch: () => unknown;
  };
  isEmpty: (data: T) => boolean;
  /** What the section says when there is no open order. */
  empty: ReactNode;
  /** The cards, once the orders are there. */
  children: (data: T) => ReactNode;
  /** The overlay a card opens. */
  dialog: ReactNode;
  /** Under the cards: a paged list's "Load more". */
  footer?: ReactNode;
};

/** 'Activity' on a home (docs/product.md §2): its heading, the way to the Inbox, and the order cards. */
export function ActivitySection<T>({
  query,
  isEmpty,
  empty,
  children,
  dialog,
  footer,
}: ActivitySectionProps<T>) {
  return (
    <section className={styles.section} aria-labelledby="activity-title">
      <div className={styles.head}>
        <h2 id="activity-title" className={styles.title}>
          Activity
        </h2>
        <Link to={dashboardPaths.inbox()} className={styles.headLink}>
          Open the Inbox
        </Link>
      </div>
      <QueryState
        query={query}
        compact
        isEmpty={isEmpty}
        empty={<p className={page.empty}>{empty}</p>}
      >
        {(data) => <ul className={`${page.bareList} ${styles.cards}`}>{children(data)}</ul>}
      </QueryState>
      {footer}
      {dialog}
    </section>
  );
}
