import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import type { Session } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { Tabs } from '../../components/Tabs';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { ApiError } from '../../lib/api-client';
import { orderQuery } from './api';
import { OrderBadges } from './OrderBadges';
import { TrackPanel } from './OrderTimeline';
import type { InboxTab } from './use-inbox';
import page from '../../styles/page.module.css';
import styles from './Inbox.module.css';

// The Inspect tab (the delivery's files, the review player, uploads, the answers to a delivery) is
// most of the Inbox's code, and its first view, the order lists, shows none of it: it loads once
// the Inbox has shown (`loadInspectPanel` from InboxPage), in time for the first order opened.
export const loadInspectPanel = () => import('./InspectPanel');
const InspectPanel = lazy(async () => ({ default: (await loadInspectPanel()).InspectPanel }));

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The selected order of the Inbox: its title and badges, and its Inspect and Track tabs. */
export function OrderDetail({
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
  const frame = (content: ReactNode) => (
    <div className={`${page.card} ${styles.detail}`}>
      {back}
      {content}
    </div>
  );

  const notFound =
    !valid ||
    (order.error instanceof ApiError &&
      (order.error.status === 404 || order.error.code === 'invalid_input'));
  if (notFound)
    return frame(
      <Alert tone="warning">
        This order could not be found. It may not exist, or it is not one of yours.
      </Alert>,
    );
  // Waiting, or could not load: the order's own view needs its data.
  if (order.data === undefined) return frame(<QueryState query={order}>{() => null}</QueryState>);

  const data = order.data;
  return (
    <article className={`${page.card} ${styles.detail}`} aria-labelledby="order-title">
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
            content: (
              <Suspense fallback={<WaitingScreen label={waitingTexts.loading} compact />}>
                <InspectPanel order={data} session={session} />
              </Suspense>
            ),
          },
          { id: 'track', label: 'Track', content: <TrackPanel order={data} /> },
        ]}
      />
    </article>
  );
}
