import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { alertsOf, type AlertViewer } from './alerts';
import { AlertsDialog } from './AlertsDialog';
import { ActivityCard } from './ActivityCard';
import { ActivitySection } from './ActivitySection';
import { ordersQuery } from './api';
import { ReviewsSection } from './ReviewsSection';

/** The Partner's open orders with their alerts, cards needing an answer first, then by due time. */
function cardsOf(orders: ProductionRequest[], viewer: AlertViewer) {
  return orders
    .map((order) => ({ order, alerts: alertsOf(order.progress.flags, viewer) }))
    .sort(
      (a, b) =>
        Number(b.alerts.some((x) => x.important)) - Number(a.alerts.some((x) => x.important)) ||
        a.order.dueTime.localeCompare(b.order.dueTime),
    );
}

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

  const opened = list.data?.items.find((order) => order.requestId === openId) ?? null;

  return (
    <>
      <ReviewsSection />
      <ActivitySection
        query={list}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            No open orders. <Link to={dashboardPaths.send}>Order an edit or a thumbnail</Link> from
            your team; its progress shows here.
          </>
        }
        dialog={<AlertsDialog order={opened} viewer={session} onClose={() => setOpenId(null)} />}
      >
        {(data) =>
          cardsOf(data.items, session).map(({ order, alerts }) => (
            <ActivityCard
              key={order.requestId}
              order={order}
              person={{ label: 'Staff', name: order.staffUser.name }}
              alerts={alerts}
              opens="show alerts"
              onOpen={() => setOpenId(order.requestId)}
            />
          ))
        }
      </ActivitySection>
    </>
  );
}
