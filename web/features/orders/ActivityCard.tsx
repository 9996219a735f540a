import type { ReactNode } from 'react';
import type { ProductionRequest } from '../../../common/api/orders';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format-date';
import type { OrderAlert } from './alerts';
import { timeUntil } from './format';
import { OrderBadges } from './OrderBadges';
import page from '../../styles/page.module.css';
import styles from './Activity.module.css';

type ActivityCardProps = {
  order: ProductionRequest;
  /** The staff member for a Partner, the client for staff. */
  person: { label: string; name: string };
  alerts: OrderAlert[];
  /** Other lines under the due time (the activation state for staff). */
  extra?: ReactNode;
  /** What the card's button says it opens, for assistive technology. */
  opens: string;
  onOpen: () => void;
  /** Called when the pointer or focus reaches the button: time to fetch the overlay's code. */
  onIntent?: () => void;
};

/**
 * An order card of a home's Activity (docs/product.md §2): the title opens the overlay; the whole card is
 * its hit area. A card with an important alert is highlighted by a border, an icon and the words
 * 'Needs your answer', never by colour alone.
 */
export function ActivityCard({
  order,
  person,
  alerts,
  extra,
  opens,
  onOpen,
  onIntent,
}: ActivityCardProps) {
  const highlighted = alerts.some((alert) => alert.important);
  return (
    <li className={`${page.surface} ${styles.card}`} data-highlighted={highlighted || undefined}>
      {highlighted && (
        <p className={styles.attention}>
          <Icon name="alert" size={16} />
          Needs your answer
        </p>
      )}
      <h3 className={styles.cardTitle}>
        <button
          type="button"
          className={styles.open}
          onClick={onOpen}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {order.title}
          <span className="visually-hidden"> ({opens})</span>
        </button>
      </h3>
      <OrderBadges order={order} showStatus={false} />
      <dl className={styles.lines}>
        <div>
          <dt>{person.label}</dt>
          <dd>{person.name}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>
            {formatDate(order.dueTime, 'dateTime')}{' '}
            <span className={page.muted}>({timeUntil(order.dueTime)})</span>
          </dd>
        </div>
        {extra}
      </dl>
      {alerts.length > 0 && (
        <ul className={`${page.bareList} ${styles.chips}`} aria-label="Alerts">
          {alerts.map((alert) => (
            <li
              key={alert.name}
              className={`${page.pill} ${styles.chip}`}
              data-important={alert.important || undefined}
            >
              {alert.important && <Icon name="alert" size={14} />}
              {alert.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
