import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { LoadMore } from '../../components/LoadMore';
import { alertsOf, type AlertViewer } from './alerts';
import { ActivityCard } from './ActivityCard';
import { ActivitySection } from './ActivitySection';
import { orderPagesQuery } from './api';
import { ReviewsSection } from './ReviewsSection';
import { compareCodeUnits } from '../../lib/compare';

// The alerts overlay (its answers to a request for more time) loads when a Partner reaches for a
// card, not with Home: pointing at or focusing the card's button starts the download.
const loadDialog = () => import('./AlertsDialog');
const AlertsDialog = lazy(async () => ({ default: (await loadDialog()).AlertsDialog }));

/** The Partner's open orders with their alerts, cards needing an answer first, then by due time. */
function cardsOf(orders: ProductionRequest[], viewer: AlertViewer) {
  return orders
    .map((order) => ({ order, alerts: alertsOf(order.progress.flags, viewer) }))
    .sort(
      (a, b) =>
        Number(b.alerts.some((x) => x.important)) - Number(a.alerts.some((x) => x.important)) ||
        compareCodeUnits(a.order.dueTime, b.order.dueTime),
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
  const pages = useInfiniteQuery({
    ...orderPagesQuery(session.uid, { type: 'unfulfilled', management: 'true' }),
    enabled: isPartner && session.uid !== null,
  });
  // The cards are the pages loaded so far; "Load more" reaches orders past the first page.
  const list = {
    ...pages,
    data: pages.data && { items: pages.data.pages.flatMap((p) => p.items) },
  };
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
        footer={<LoadMore pager={pages} label="Load more orders" />}
        dialog={
          opened && (
            <Suspense fallback={null}>
              <AlertsDialog order={opened} viewer={session} onClose={() => setOpenId(null)} />
            </Suspense>
          )
        }
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
              onIntent={() => void loadDialog()}
            />
          ))
        }
      </ActivitySection>
    </>
  );
}
