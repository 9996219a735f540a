import { useCallback, useEffect, useState } from 'react';
import type { ProductionRequest } from '../../../common/api/orders';
import { isAwaitingReview } from '../../../common/order-state';
import { useSession, type Session } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { LoadMore, type Pager } from '../../components/LoadMore';
import { QueryState } from '../../components/QueryState';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { InboxFilters } from './InboxFilters';
import { EmptyInbox, InboxHeader } from './InboxHeader';
import { loadInspectPanel, OrderDetail } from './OrderDetail';
import { OrderList } from './OrderList';
import {
  isFiltered,
  useInboxFilters,
  useInboxLists,
  useInboxSelection,
  type InboxFilters as Filters,
} from './use-inbox';
import page from '../../styles/page.module.css';
import styles from './Inbox.module.css';

/**
 * /dashboard/production/receive, the Inbox (docs/product.md §2, §4): the caller's open and closed orders,
 * and the selected one's Inspect and Track tabs. `?active={requestId}` opens an order on Inspect,
 * `?track={requestId}` on Track; the URL is the selection, so links and back work. An Admin's
 * filters (`?due=`, `?partner=`, `?staff=`) live in the URL too.
 */
export function InboxPage() {
  const session = useSession();
  const { selectedId, tab, selectTab } = useInboxSelection();
  const canUse = session.accountType !== 'Affiliate';
  const isAdmin = session.accountType === 'Admin';
  const { filters, setFilter, clear } = useInboxFilters();
  const lists = useInboxLists(session, canUse, filters);
  const filtered = isAdmin && isFiltered(filters);
  // The selected order's Inspect tab loads once the lists have been shown, before any click. Its
  // failure is not this page's to show: opening the tab loads it again and shows the error there.
  useEffect(() => {
    loadInspectPanel().catch(() => {});
  }, []);

  // Focus follows a choice from the list (on a phone the list then makes way for the order).
  const [chose, setChose] = useState(false);
  const onSelect = useCallback(() => setChose(true), []);

  const empty = lists.data !== undefined && lists.data.open.length + lists.data.closed.length === 0;
  let body;
  if (!canUse) body = <Alert tone="info">The Inbox is for Partners and production staff.</Alert>;
  else if (!selectedId && lists.isPending) body = <WaitingScreen label={waitingTexts.loading} />;
  else if (!selectedId && empty && !lists.isError && !filtered)
    body = <EmptyInbox session={session} />;
  else
    body = (
      <div className={styles.inbox} data-selected={selectedId ? '' : undefined}>
        <nav className={`${page.stack} ${styles.listPane}`} aria-label="Orders">
          <QueryState query={lists} compact>
            {(data) => (
              <OrderLists
                lists={data}
                more={lists.more}
                selectedId={selectedId}
                session={session}
                onSelect={onSelect}
                filters={isAdmin ? filters : null}
              />
            )}
          </QueryState>
        </nav>
        <div className={styles.detailPane}>
          {selectedId ? (
            <OrderDetail
              key={selectedId}
              id={selectedId}
              tab={tab}
              onTab={selectTab}
              session={session}
              focusOnMount={chose}
            />
          ) : (
            <div className={styles.placeholder}>
              <Icon name="film" size={32} />
              <p>Select an order to inspect its files or track its progress.</p>
            </div>
          )}
        </div>
      </div>
    );

  return (
    <div className={page.page}>
      <title>Inbox · Crewcast</title>
      <InboxHeader session={session} />
      {isAdmin && <InboxFilters filters={filters} onFilter={setFilter} onClear={clear} />}
      {body}
    </div>
  );
}

/** The open orders, the deliveries awaiting the Partner's review, and the closed orders. */
function OrderLists({
  lists,
  more,
  selectedId,
  session,
  onSelect,
  filters,
}: {
  lists: { open: ProductionRequest[]; closed: ProductionRequest[] };
  more: { open: Pager; closed: Pager };
  selectedId: string | null;
  session: Session;
  onSelect: () => void;
  /** An Admin's filters; null for everyone else. */
  filters: Filters | null;
}) {
  const filtered = filters !== null && isFiltered(filters);
  // A delivery the Partner has not accepted yet still waits on someone: it gets its own list
  // instead of sitting among the closed orders.
  const awaiting = lists.closed.filter(isAwaitingReview);
  const closed = lists.closed.filter((order) => !isAwaitingReview(order));
  const sections = [
    {
      id: 'open',
      title: 'Open',
      orders: lists.open,
      empty: filtered ? 'No open order matches these filters.' : 'No open orders.',
      partial: more.open.hasNextPage,
      footer: <LoadMore pager={more.open} label="Load more open orders" />,
    },
    {
      id: 'review',
      title: session.accountType === 'Partner' ? 'Awaiting your review' : 'Awaiting review',
      orders: awaiting,
      empty: 'No deliveries waiting for a review.',
      // Deliveries come with the closed orders' pages, so this count grows with them.
      partial: more.closed.hasNextPage,
    },
    {
      id: 'closed',
      title: 'Closed',
      orders: closed,
      empty: 'No closed orders yet.',
      partial: more.closed.hasNextPage,
      footer: <LoadMore pager={more.closed} label="Load more closed orders" />,
    },
  ];
  // A deadline filter keeps open orders only: a closed order is due nowhere.
  const shown = filters?.due ? sections.filter((section) => section.id === 'open') : sections;
  return shown.map((section) => (
    <OrderList
      key={section.id}
      {...section}
      selectedId={selectedId}
      viewer={session}
      onSelect={onSelect}
    />
  ));
}
