import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../app/session';
import { alertsOf } from './alerts';
import { ActivityCard } from './ActivityCard';
import { ActivitySection } from './ActivitySection';
import { assignedWorkQuery } from './api';
import { compareCodeUnits } from '../../lib/compare';

// Only a Production user's Home shows this section, so the overlay's code (its form, stepper and
// validation) loads when that Home renders, not with every other account's first page.
const ExtendOrderDialog = lazy(async () => ({
  default: (await import('./ExtendOrderDialog')).ExtendOrderDialog,
}));

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

  const orders = [...(work.data?.items ?? [])].sort((a, b) =>
    compareCodeUnits(a.dueTime, b.dueTime),
  );
  const opened = orders.find((order) => order.requestId === openId) ?? null;

  return (
    <ActivitySection
      query={work}
      isEmpty={(data) => data.items.length === 0}
      empty="No open orders assigned to you. New orders from your clients show here."
      dialog={
        <Suspense fallback={null}>
          <ExtendOrderDialog order={opened} onClose={() => setOpenId(null)} />
        </Suspense>
      }
    >
      {() =>
        orders.map((order) => (
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
        ))
      }
    </ActivitySection>
  );
}
