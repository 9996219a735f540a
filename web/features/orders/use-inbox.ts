import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import type { Session } from '../../app/session';
import type { Pager } from '../../components/LoadMore';
import { orderPagesQuery } from './api';
import { compareCodeUnits } from '../../lib/compare';

/** The two views of an order in the Inbox. */
export type InboxTab = 'inspect' | 'track';

const byDue = (a: ProductionRequest, b: ProductionRequest) =>
  compareCodeUnits(a.dueTime, b.dueTime);
const byClosed = (a: ProductionRequest, b: ProductionRequest) =>
  compareCodeUnits(b.closedTime ?? b.dueTime, a.closedTime ?? a.dueTime);

/**
 * The Inbox's selection, which lives in the URL so links and back work: `?active={requestId}`
 * opens an order on Inspect, `?track={requestId}` on Track.
 */
export function useInboxSelection() {
  const [params, setParams] = useSearchParams();
  const active = params.get('active');
  const track = params.get('track');
  const selectedId = active ?? track;
  const tab: InboxTab = active === null && track !== null ? 'track' : 'inspect';

  const selectTab = useCallback(
    (next: InboxTab) => {
      if (!selectedId) return;
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.delete('active');
          updated.delete('track');
          updated.set(next === 'track' ? 'track' : 'active', selectedId);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [selectedId, setParams],
  );
  return { selectedId, tab, selectTab };
}

/** The pager of one infinite query, for its "Load more". */
function pagerOf(query: Pager): Pager {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return { hasNextPage, isFetchingNextPage, fetchNextPage };
}

/** The orders an answer's pages hold, in one list. */
function itemsOf(pages: { items: ProductionRequest[] }[]): ProductionRequest[] {
  return pages.flatMap((page) => page.items);
}

/**
 * The caller's open orders (every open order for an Admin), due first, and closed orders, last
 * closed first: two paged queries read as one, for one waiting, error and retry. Each list shows
 * the pages loaded so far and offers the next one (`more`), so a list past one page hides nothing.
 */
export function useInboxLists(session: Session, enabled: boolean) {
  const isAdmin = session.accountType === 'Admin';
  const open = useInfiniteQuery({
    ...orderPagesQuery(
      session.uid,
      isAdmin ? { type: 'unfulfilled', management: 'true' } : { type: 'unfulfilled' },
    ),
    enabled: enabled && session.uid !== null,
  });
  const closed = useInfiniteQuery({
    ...orderPagesQuery(session.uid, { type: 'fulfilled' }),
    enabled: enabled && session.uid !== null,
  });
  return {
    data:
      open.data && closed.data
        ? {
            open: itemsOf(open.data.pages).sort(byDue),
            closed: itemsOf(closed.data.pages).sort(byClosed),
          }
        : undefined,
    more: { open: pagerOf(open), closed: pagerOf(closed) },
    isPending: open.isPending || closed.isPending,
    isError: open.isError || closed.isError,
    error: open.error ?? closed.error,
    isFetching: open.isFetching || closed.isFetching,
    refetch: () => {
      void open.refetch();
      void closed.refetch();
    },
  };
}
