import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import { dashboardPaths } from '../../../common/paths';
import { useSession, type Session } from '../../app/session';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { Tabs } from '../../components/Tabs';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { ApiError } from '../../lib/api-client';
import { orderQuery, ordersQuery } from './api';
import { InspectPanel } from './InspectPanel';
import { OrderBadges } from './OrderBadges';
import { OrderList } from './OrderList';
import { TrackPanel } from './OrderTimeline';
import page from '../../styles/page.module.css';
import styles from './Inbox.module.css';

/** The two views of an order in the Inbox. */
export type InboxTab = 'inspect' | 'track';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const byDue = (a: ProductionRequest, b: ProductionRequest) => a.dueTime.localeCompare(b.dueTime);
const byClosed = (a: ProductionRequest, b: ProductionRequest) =>
  (b.closedTime ?? b.dueTime).localeCompare(a.closedTime ?? a.dueTime);

/**
 * /dashboard/production/receive, the Inbox (docs/product.md §2, §4): the caller's open and closed orders,
 * and the selected one's Inspect and Track tabs. `?active={requestId}` opens an order on Inspect,
 * `?track={requestId}` on Track; the URL is the selection, so links and back work.
 */
export function InboxPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const active = params.get('active');
  const track = params.get('track');
  const selectedId = active ?? track;
  const tab: InboxTab = active === null && track !== null ? 'track' : 'inspect';
  const isAdmin = session.accountType === 'Admin';
  const canUse = session.accountType !== 'Affiliate';

  const open = useQuery({
    ...ordersQuery(
      session.uid,
      isAdmin ? { type: 'unfulfilled', management: 'true' } : { type: 'unfulfilled' },
    ),
    enabled: canUse && session.uid !== null,
  });
  const closed = useQuery({
    ...ordersQuery(session.uid, { type: 'fulfilled' }),
    enabled: canUse && session.uid !== null,
  });

  // Focus follows a choice from the list (on a phone the list then makes way for the order).
  const [chose, setChose] = useState(false);
  const onSelect = useCallback(() => setChose(true), []);

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

  const header = (
    <header className={styles.header}>
      <div>
        <h1 className={page.title}>Inbox</h1>
        <p className={page.muted}>
          {session.accountType === 'Partner'
            ? 'Your orders: inspect what was delivered, ask for a revision, and track each step.'
            : session.accountType === 'Admin'
              ? 'Every open order, and pass-offs waiting for a new staff member.'
              : 'Orders assigned to you: start, deliver, and track each step.'}
        </p>
      </div>
      {session.accountType === 'Partner' && <ButtonLink to={dashboardPaths.send}>Order</ButtonLink>}
      {session.accountType === 'Production' && (
        <ButtonLink to={dashboardPaths.send}>Fulfill</ButtonLink>
      )}
    </header>
  );

  if (!canUse)
    return (
      <div className={page.page}>
        <title>Inbox · Crewcast</title>
        {header}
        <Alert tone="info">The Inbox is for Partners and production staff.</Alert>
      </div>
    );

  const listsPending = open.isPending || closed.isPending;
  const openOrders = [...(open.data?.items ?? [])].sort(byDue);
  const closedOrders = [...(closed.data?.items ?? [])].sort(byClosed);
  const empty =
    !listsPending &&
    !open.isError &&
    !closed.isError &&
    openOrders.length + closedOrders.length === 0;

  let body;
  if (!selectedId && listsPending) body = <WaitingScreen label={waitingTexts.loading} />;
  else if (!selectedId && empty) body = <EmptyInbox session={session} />;
  else
    body = (
      <div className={styles.inbox} data-selected={selectedId ? '' : undefined}>
        <nav className={styles.listPane} aria-label="Orders">
          {listsPending ? (
            <WaitingScreen label={waitingTexts.loading} compact />
          ) : open.isError || closed.isError ? (
            <QueryError
              error={open.error ?? closed.error}
              onRetry={() => {
                void open.refetch();
                void closed.refetch();
              }}
              retrying={open.isFetching || closed.isFetching}
              size="small"
            />
          ) : (
            <>
              <OrderList
                title="Open"
                orders={openOrders}
                selectedId={selectedId}
                viewer={session}
                empty="No open orders."
                onSelect={onSelect}
              />
              <OrderList
                title="Closed"
                orders={closedOrders}
                selectedId={selectedId}
                viewer={session}
                empty="No closed orders yet."
                onSelect={onSelect}
              />
            </>
          )}
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
      {header}
      {body}
    </div>
  );
}

function EmptyInbox({ session }: { session: Session }) {
  return (
    <div className={styles.empty}>
      <Icon name="film" size={32} />
      <h2 className={styles.emptyTitle}>No orders yet</h2>
      {session.accountType === 'Partner' ? (
        <>
          <p className={page.muted}>
            Orders you place with your team appear here, with their files and progress.
          </p>
          <ButtonLink to={dashboardPaths.send}>Place an order</ButtonLink>
        </>
      ) : session.accountType === 'Admin' ? (
        <p className={page.muted}>No order is open right now.</p>
      ) : (
        <p className={page.muted}>
          Orders your clients place with you appear here. Keep your{' '}
          <Link to={dashboardPaths.schedule}>availability</Link> up to date so they can.
        </p>
      )}
    </div>
  );
}

function OrderDetail({
  id,
  tab,
  onTab,
  session,
  focusOnMount,
}: {
  id: string;
  tab: InboxTab;
  onTab: (tab: InboxTab) => void;
  session: Session;
  focusOnMount: boolean;
}) {
  const valid = uuidPattern.test(id);
  const order = useQuery({ ...orderQuery(id), enabled: valid });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = order.data !== undefined;
  useEffect(() => {
    if (focusOnMount && loaded) headingRef.current?.focus();
  }, [focusOnMount, loaded]);

  const back = (
    <Link to={dashboardPaths.inbox()} className={styles.back}>
      <Icon name="chevronLeft" size={18} />
      All orders
    </Link>
  );

  const notFound =
    !valid ||
    (order.error instanceof ApiError &&
      (order.error.status === 404 || order.error.code === 'invalid_input'));
  if (notFound)
    return (
      <div className={styles.detail}>
        {back}
        <Alert tone="warning">
          This order could not be found. It may not exist, or it is not one of yours.
        </Alert>
      </div>
    );
  if (order.isPending)
    return (
      <div className={styles.detail}>
        {back}
        <WaitingScreen label={waitingTexts.loading} />
      </div>
    );
  if (order.isError)
    return (
      <div className={styles.detail}>
        {back}
        <QueryError
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </div>
    );

  const data = order.data;
  return (
    <article className={styles.detail} aria-labelledby="order-title">
      {back}
      <header className={styles.detailHead}>
        <h2 id="order-title" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {data.title}
        </h2>
        <OrderBadges order={data} />
      </header>
      <Tabs<InboxTab>
        label="Order views"
        value={tab}
        onChange={onTab}
        items={[
          {
            id: 'inspect',
            label: 'Inspect',
            content: <InspectPanel order={data} session={session} />,
          },
          { id: 'track', label: 'Track', content: <TrackPanel order={data} /> },
        ]}
      />
    </article>
  );
}
