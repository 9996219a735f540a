import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import { isDelivered, isExpired, isOpen } from '../../../common/order-state';
import { Avatar } from '../../components/Avatar';
import { formatDate } from '../../lib/format-date';
import { isHighlighted, type AlertViewer } from './alerts';
import { inboxHref } from './format';
import { OrderBadges } from './OrderBadges';
import page from '../../styles/page.module.css';
import styles from './Inbox.module.css';

/** Who an order is with, as the viewer sees it: the staff for a Partner, the client for staff. */
function counterpart(
  order: ProductionRequest,
  viewer: { uid: string | null; accountType: string },
) {
  if (viewer.accountType === 'Admin') return `${order.clientUser.name} → ${order.staffUser.name}`;
  return order.clientUser.uid === viewer.uid
    ? `Staff: ${order.staffUser.name}`
    : `Client: ${order.clientUser.name}`;
}

/** The person whose picture an order shows: the staff member, or the client to staff. */
function personShown(order: ProductionRequest, viewer: { uid: string | null }) {
  return order.clientUser.uid === viewer.uid ? order.staffUser : order.clientUser;
}

function when(order: ProductionRequest): string {
  if (isOpen(order)) return `Due ${formatDate(order.dueTime, 'dateTime')}`;
  const closed = order.closedTime ?? order.dueTime;
  if (isExpired(order)) return `Expired ${formatDate(closed, 'dateTime')}`;
  return isDelivered(order)
    ? `Delivered ${formatDate(closed, 'dateTime')}`
    : `Closed ${formatDate(closed, 'dateTime')}`;
}

type OrderListProps = {
  /** Names the heading's id, which stays the same whatever the title says to the viewer. */
  id: string;
  title: string;
  orders: ProductionRequest[];
  selectedId: string | null;
  viewer: AlertViewer & { uid: string | null };
  empty: string;
  onSelect: () => void;
  /** More orders are on the server than loaded: the count says "at least". */
  partial?: boolean;
  /** Under the list: its "Load more". */
  footer?: ReactNode;
};

/** One list of the Inbox (open or closed orders); each order links to its Inspect tab. */
export function OrderList({
  id,
  title,
  orders,
  selectedId,
  viewer,
  empty,
  onSelect,
  partial = false,
  footer,
}: OrderListProps) {
  const headingId = `inbox-${id}`;
  return (
    <section className={`${page.stack} ${styles.listSection}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {title}{' '}
        <span className={styles.listCount}>
          ({orders.length}
          {partial ? '+' : ''})
        </span>
      </h2>
      {orders.length === 0 && !partial ? (
        <p className={page.muted}>{empty}</p>
      ) : (
        <ul className={`${page.bareList} ${page.stack} ${styles.list}`}>
          {orders.map((order) => {
            const selected = order.requestId === selectedId;
            const needsAnswer = isOpen(order) && isHighlighted(order.progress.flags, viewer);
            const passOffWaiting =
              viewer.accountType === 'Admin' &&
              isOpen(order) &&
              (order.passOff?.state === 'Pending' || order.passOff?.state === 'Declined');
            return (
              <li key={order.requestId}>
                <Link
                  to={inboxHref(order.requestId)}
                  className={styles.item}
                  aria-current={selected ? 'true' : undefined}
                  data-attention={needsAnswer || passOffWaiting || undefined}
                  onClick={onSelect}
                >
                  <span className={styles.itemTitle}>{order.title}</span>
                  <OrderBadges order={order} />
                  <span className={`${page.muted} ${styles.itemPerson}`}>
                    <Avatar
                      name={personShown(order, viewer).name}
                      src={personShown(order, viewer).avatarUrl}
                      size="small"
                      className={styles.itemAvatar}
                    />
                    {counterpart(order, viewer)}
                  </span>
                  <span className={page.muted}>{when(order)}</span>
                  {(needsAnswer || passOffWaiting) && (
                    <span className={styles.itemFlag}>
                      {needsAnswer ? 'Needs your answer' : 'Pass-off waiting'}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {footer}
    </section>
  );
}
