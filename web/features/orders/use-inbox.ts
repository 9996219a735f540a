import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DueFilter, ProductionRequest, RequestsQueryInput } from '../../../common/api/orders';
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

/** An Admin's Inbox filters, as the URL holds them: a deadline, a Partner, a staff member. */
export type InboxFilters = { due: DueFilter | null; partner: string | null; staff: string | null };

const dueFilters: readonly string[] = ['overdue', 'soon'] satisfies DueFilter[];
const isDueFilter = (value: string | null): value is DueFilter =>
  value !== null && dueFilters.includes(value);

/**
 * The Inbox's filters, kept in the URL (`?due=overdue|soon&partner={uid}&staff={uid}`) so the
 * Dashboard's figures link to the list they count and a filtered list can be shared or reloaded.
 * Only an Admin's Inbox offers them; an unknown `due` is read as none.
 */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const due = params.get('due');
  const filters: InboxFilters = {
    due: isDueFilter(due) ? due : null,
    partner: params.get('partner') || null,
    staff: params.get('staff') || null,
  };
  const setFilter = useCallback(
    (name: keyof InboxFilters, value: string | null) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (value) updated.set(name, value);
          else updated.delete(name);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          for (const name of ['due', 'partner', 'staff']) updated.delete(name);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, setFilter, clear };
}

/** Whether any filter narrows the lists. */
export const isFiltered = (filters: InboxFilters) =>
  filters.due !== null || filters.partner !== null || filters.staff !== null;

/** The pager of one infinite query, for its "Load more". */
function pagerOf(query: Pager): Pager {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return { hasNextPage, isFetchingNextPage, fetchNextPage };
}

/** The orders an answer's pages hold, in one list. */
function itemsOf(pages: { items: ProductionRequest[] }[]): ProductionRequest[] {
  return pages.flatMap((page) => page.items);
}

/** The order list's query of one filter set: a Partner is the `uid` of the route. */
function narrowed(filters: InboxFilters): Partial<RequestsQueryInput> {
  return {
    ...(filters.partner ? { uid: filters.partner } : {}),
    ...(filters.staff ? { staff: filters.staff } : {}),
  };
}

const noFilters: InboxFilters = { due: null, partner: null, staff: null };

/**
 * The caller's open orders (every open order for an Admin), due first, and closed orders, last
 * closed first: two paged queries read as one, for one waiting, error and retry. Each list shows
 * the pages loaded so far and offers the next one (`more`), so a list past one page hides nothing.
 * An Admin's `filters` narrow both; a deadline filter keeps open orders only, since a closed
 * order is due nowhere, and the closed list is then not asked for.
 */
export function useInboxLists(
  session: Session,
  enabled: boolean,
  filters: InboxFilters = noFilters,
) {
  const isAdmin = session.accountType === 'Admin';
  const narrow = isAdmin ? narrowed(filters) : {};
  const due = isAdmin && filters.due ? { due: filters.due } : {};
  const open = useInfiniteQuery({
    ...orderPagesQuery(
      session.uid,
      isAdmin
        ? { type: 'unfulfilled', management: 'true', ...narrow, ...due }
        : { type: 'unfulfilled' },
    ),
    enabled: enabled && session.uid !== null,
  });
  const closedWanted = enabled && session.uid !== null && !('due' in due);
  const closed = useInfiniteQuery({
    ...orderPagesQuery(session.uid, { type: 'fulfilled', ...narrow }),
    enabled: closedWanted,
  });
  const closedItems = closedWanted ? closed.data && itemsOf(closed.data.pages) : [];
  return {
    data:
      open.data && closedItems
        ? { open: itemsOf(open.data.pages).sort(byDue), closed: closedItems.sort(byClosed) }
        : undefined,
    more: { open: pagerOf(open), closed: pagerOf(closed) },
    isPending: open.isPending || (closedWanted && closed.isPending),
    isError: open.isError || closed.isError,
    error: open.error ?? closed.error,
    isFetching: open.isFetching || closed.isFetching,
    refetch: () => {
      void open.refetch();
      void closed.refetch();
    },
  };
}
