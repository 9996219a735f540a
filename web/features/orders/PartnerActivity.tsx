import { dashboardPaths } from '../../../common/paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { QueryError } from '../../components/QueryError';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { alertsOf } from './alerts';
import { AlertsDialog } from './AlertsDialog';
import { ActivityCard } from './ActivityCard';
import { ordersQuery } from './api';
import styles from './Activity.module.css';

/**
 * 'Activity' on a Partner's home (docs/product.md §2): a card per open order, from
 * GET /api/payment/fulfillment/requests?type=unfulfilled&management=true. Each card opens the
 * alerts overlay; cards needing an answer come first.
 */
export function PartnerActivity() {
  const session = useSession();
  const isPartner = session.accountType === 'Partner';
  const list = useQuery({
    ...ordersQuery(session.uid, { type: 'unfulfilled', management: 'true' }),
    enabled: isPartner && session.uid !== null,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  if (!isPartner) return null;

  const cards = (list.data?.items ?? [])
    .map((order) => ({ order, alerts: alertsOf(order.progress.flags, session) }))
    .sort(
      (a, b) =>
        Number(b.alerts.some((x) => x.important)) - Number(a.alerts.some((x) => x.important)) ||
        a.order.dueTime.localeCompare(b.order.dueTime),
    );
  const opened = cards.find((card) => card.order.requestId === openId)?.order ?? null;

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
      {list.isPending ? (
        <WaitingScreen label={waitingTexts.loading} compact />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} size="small" />
      ) : cards.length === 0 ? (
        <p className={styles.empty}>
          No open orders. <Link to={dashboardPaths.send}>Order an edit or a thumbnail</Link> from
          your team; its progress shows here.
        </p>
      ) : (
        <ul className={styles.cards}>
          {cards.map(({ order, alerts }) => (
            <ActivityCard
              key={order.requestId}
              order={order}
              person={{ label: 'Staff', name: order.staffUser.name }}
              alerts={alerts}
              opens="show alerts"
              onOpen={() => setOpenId(order.requestId)}
            />
          ))}
        </ul>
      )}
      <AlertsDialog order={opened} viewer={session} onClose={() => setOpenId(null)} />
    </section>
  );
}
