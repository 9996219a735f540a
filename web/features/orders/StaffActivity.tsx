import { dashboardPaths } from '../../../common/paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { QueryError } from '../../components/QueryError';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { alertsOf } from './alerts';
import { ActivityCard } from './ActivityCard';
import { assignedWorkQuery } from './api';
import { ExtendOrderDialog } from './ExtendOrderDialog';
import styles from './Activity.module.css';

/**
 * 'Activity' on a Production user's home (docs/product.md §2): a card per open order assigned to them, from
 * GET /api/payment/fulfillment/work?type=assigned. Each card opens the extend-order overlay.
 */
export function StaffActivity() {
  const session = useSession();
  const isStaff = session.accountType === 'Production';
  const work = useQuery({
    ...assignedWorkQuery(session.uid),
    enabled: isStaff && session.uid !== null,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  if (!isStaff) return null;

  const orders = [...(work.data?.items ?? [])].sort((a, b) => a.dueTime.localeCompare(b.dueTime));
  const opened = orders.find((order) => order.requestId === openId) ?? null;

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
      {work.isPending ? (
        <WaitingScreen label={waitingTexts.loading} compact />
      ) : work.isError ? (
        <QueryError error={work.error} onRetry={() => void work.refetch()} size="small" />
      ) : orders.length === 0 ? (
        <p className={styles.empty}>
          No open orders assigned to you. New orders from your clients show here.
        </p>
      ) : (
        <ul className={styles.cards}>
          {orders.map((order) => (
            <ActivityCard
              key={order.requestId}
              order={order}
              person={{ label: 'Client', name: order.clientUser.name }}
              alerts={alertsOf(order.progress.flags, session)}
              opens="due time and more time"
              onOpen={() => setOpenId(order.requestId)}
              extra={
                <div>
                  <dt>Work</dt>
                  <dd>
                    {order.isRevision || order.progress.flags.requestActivated
                      ? 'Started'
                      : 'Not started'}
                  </dd>
                </div>
              }
            />
          ))}
        </ul>
      )}
      <ExtendOrderDialog order={opened} onClose={() => setOpenId(null)} />
    </section>
  );
}
