import type { ProductionRequest } from '../../../common/api/orders';
import { Icon } from '../../components/Icon';
import { orderStateLabel } from '../../../common/order-state';
import page from '../../styles/page.module.css';
import styles from './Orders.module.css';

/** The type, revision and status badges of an order, in words (never colour alone). */
export function OrderBadges({
  order,
  showStatus = true,
}: {
  order: Pick<ProductionRequest, 'type' | 'isRevision' | 'status' | 'closeReason'> &
    Partial<Pick<ProductionRequest, 'review' | 'version'>>;
  showStatus?: boolean;
}) {
  const status = orderStateLabel(order);
  return (
    <span className={styles.badges}>
      <span className={`${page.pill} ${styles.badge}`}>
        <Icon name={order.type === 'Edit' ? 'video' : 'image'} size={14} />
        {order.type}
      </span>
      {order.isRevision && (
        <span className={`${page.pill} ${styles.badge} ${styles.badgeRevision}`}>
          <Icon name="repeat" size={14} />
          {order.version !== undefined && order.version > 1
            ? `Revision · v${order.version}`
            : 'Revision'}
        </span>
      )}
      {showStatus && (
        <span
          className={`${page.pill} ${styles.badge}`}
          data-status={order.status}
          data-review={order.review?.state}
          data-expired={status === 'Request Expired' || undefined}
        >
          {status}
        </span>
      )}
    </span>
  );
}
