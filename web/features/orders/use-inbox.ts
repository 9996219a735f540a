import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import type { Session } from '../../app/session';
import { ordersQuery } from './api';

/** The two views of an order in the Inbox. */
export type InboxTab = 'inspect' | 'track';

const byDue = (a: ProductionRequest, b: ProductionRequest) => a.dueTime.localeCompare(b.dueTime);
const byClosed = (a: ProductionRequest, b: ProductionRequest) =>
  (b.closedTime ?? b.dueTime).localeCompare(a.closedTime ?? a.dueTime);

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

/**
 * The caller's open orders (every open order for an Admin), due first, and closed orders, last
 * closed first: two queries read as one, for one waiting, error and retry.
 */
export function useInboxLists(session: Session, enabled: boolean) {
  const isAdmin = session.accountType === 'Admin';
  const open = useQuery({
    ...ordersQuery(
      session.uid,
      isAdmin ? { type: 'unfulfilled', management: 'true' } : { type: 'unfulfilled' },
    ),
    enabled: enabled && session.uid !== null,
  });
  const closed = useQuery({
    ...ordersQuery(session.uid, { type: 'fulfilled' }),
    enabled: enabled && session.uid !== null,
  });
  return {
    data:
      open.data && closed.data
        ? { open: [...open.data.items].sort(byDue), closed: [...closed.data.items].sort(byClosed) }
        : undefined,
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
