import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ProductionRequest } from '../../../common/api/orders';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format-date';
import { reviewsQuery } from './api';
import { inboxHref } from './format';
import { OrderBadges } from './OrderBadges';
import page from '../../styles/page.module.css';
import styles from './Activity.module.css';

// The dialog's form (and the form library) load when a Partner reaches for Accept delivery, not
// with Home: pointing at or focusing the button starts the download, so it is there by the click.
const loadDialog = () => import('./AcceptDeliveryDialog');
const AcceptDeliveryDialog = lazy(async () => ({
  default: (await loadDialog()).AcceptDeliveryDialog,
}));

/**
 * 'Awaiting your review' on a Partner's home: each delivery they have not accepted or revised,
 * with Accept delivery here and the way to the Inbox to look at it or ask a revision. Shown only
 * when there is one.
 */
export function ReviewsSection() {
  const session = useSession();
  const list = useQuery({ ...reviewsQuery(session.uid), enabled: session.uid !== null });
  const [accepting, setAccepting] = useState<ProductionRequest | null>(null);
  const items = list.data?.items ?? [];
  // The dialog outlives the card: accepting takes the delivery off this list.
  const dialog = accepting && (
    <Suspense fallback={null}>
      <AcceptDeliveryDialog order={accepting} open onClose={() => setAccepting(null)} />
    </Suspense>
  );
  if (items.length === 0) return dialog || null;
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.head}>
        <h2 id="reviews-title" className={styles.title}>
          Awaiting your review
        </h2>
      </div>
      <ul className={`${page.bareList} ${styles.cards}`}>
        {items.map((order) => (
          <li key={order.requestId} className={`${page.surface} ${styles.card}`} data-highlighted>
            <p className={styles.attention}>
              <Icon name="alert" size={16} />
              Delivered — awaiting your review
            </p>
            <h3 className={styles.cardTitle}>
              <Link to={inboxHref(order.requestId)}>{order.title}</Link>
            </h3>
            <OrderBadges order={order} showStatus={false} />
            <dl className={styles.lines}>
              <div>
                <dt>Delivered by</dt>
                <dd>{order.staffUser.name}</dd>
              </div>
              <div>
                <dt>Delivered</dt>
                <dd>{order.closedTime ? formatDate(order.closedTime, 'dateTime') : ''}</dd>
              </div>
              {order.review?.autoAcceptTime && (
                <div>
                  <dt>Accepted automatically</dt>
                  <dd>{formatDate(order.review.autoAcceptTime, 'date')}</dd>
                </div>
              )}
            </dl>
            {order.deliveryMessage && (
              <p className={page.muted}>
                Note from {order.staffUser.name}: {order.deliveryMessage}
              </p>
            )}
            <div className={styles.cardActions}>
              <Button
                size="small"
                onPointerEnter={() => void loadDialog()}
                onFocus={() => void loadDialog()}
                onClick={() => setAccepting(order)}
              >
                Accept delivery
                <span className="visually-hidden"> of {order.title}</span>
              </Button>
              <Link to={inboxHref(order.requestId)}>
                {order.type === 'Edit' ? 'Watch or ask a revision' : 'Look at it'}
                <span className="visually-hidden"> ({order.title})</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
