import { useQuery } from '@tanstack/react-query';
import type { ProductStatus, ProductionRequest } from '../../../common/api/orders';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { formatDate } from '../../lib/format-date';
import { productStatusQuery } from './api';
import { timelineSteps } from './timeline';
import styles from './Timeline.module.css';

/** The tracker of docs/product.md §4 as an ordered list; the current step is marked and aria-current. */
export function OrderTimeline({
  status,
  isRevision,
}: {
  status: ProductStatus;
  isRevision: boolean;
}) {
  const steps = timelineSteps(status, isRevision);
  return (
    <ol className={styles.timeline} aria-label="Order progress">
      {steps.map((step) => (
        <li
          key={step.key}
          className={styles.step}
          data-reached={step.reached || undefined}
          data-current={step.current || undefined}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.reached && <Icon name="check" size={14} strokeWidth={3} />}
          </span>
          <div className={styles.body}>
            <p className={styles.label}>
              {step.label}
              {step.by && <span className={styles.by}> (by {step.by})</span>}
              {step.current && <span className={styles.now}>Current step</span>}
            </p>
            {step.detail && <p className={styles.detail}>{step.detail}</p>}
            <p className={styles.date}>
              {step.reached && step.date ? (
                <time dateTime={step.date}>{formatDate(step.date, 'dateTime')}</time>
              ) : step.skipped ? (
                'Skipped'
              ) : (
                'Not reached yet'
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The Track tab: the order's status from GET /api/payment/product (status, or status-revision for
 * a revision). The order's own copy shows at once while the fresh one loads.
 */
export function TrackPanel({ order }: { order: ProductionRequest }) {
  const status = useQuery({
    ...productStatusQuery(order.requestId, order.isRevision),
    placeholderData: order.progress,
  });
  if (status.isError && !status.data)
    return (
      <QueryError
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  return (
    <div className={styles.panel}>
      {order.isRevision && (
        <p className={styles.note}>
          A revision goes straight from opened to closed: it has no activation, extra time or
          pass-off.
        </p>
      )}
      <OrderTimeline status={status.data ?? order.progress} isRevision={order.isRevision} />
    </div>
  );
}
