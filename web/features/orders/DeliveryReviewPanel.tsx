import { useState } from 'react';
import type { ProductionRequest } from '../../../common/api/orders';
import type { Session } from '../../app/session';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../lib/format-date';
import { AcceptDeliveryDialog } from './AcceptDeliveryDialog';
import page from '../../styles/page.module.css';
import styles from './Review.module.css';

/**
 * Where a delivered order stands with its Partner (docs/orders.md "Review"): awaiting their
 * review (Accept delivery, or a revision on a delivered file), revised, or accepted with their
 * stars; and the note the staff member sent with the delivery.
 */
export function DeliveryReviewPanel({
  order,
  session,
}: {
  order: ProductionRequest;
  session: Session;
}) {
  const [accepting, setAccepting] = useState(false);
  const review = order.review;
  if (!review) return null;
  const isClient = session.uid === order.clientUser.uid;
  const autoDate = review.autoAcceptTime ? formatDate(review.autoAcceptTime, 'date') : '';

  return (
    <section className={styles.panel} data-state={review.state} aria-labelledby="review-title">
      <h3 id="review-title" className={styles.panelTitle}>
        <Icon name={review.state === 'accepted' ? 'check' : 'alert'} size={22} />
        {title(review.state, isClient)}
      </h3>
      {order.deliveryMessage && (
        <p className={styles.note}>
          <span className={styles.noteLabel}>Note from {order.staffUser.name}</span>
          {order.deliveryMessage}
        </p>
      )}
      {review.state === 'awaiting' && (
        <>
          <p className={page.muted}>
            {isClient
              ? `Accept it and rate it, or ${order.type === 'Edit' ? 'ask for a revision with Request revision on a delivered file below' : 'order a new thumbnail if it should change'}. Without an answer it is accepted automatically on ${autoDate}.`
              : `Waiting for ${order.clientUser.name} to accept it or ask for a revision; accepted automatically on ${autoDate}.`}
          </p>
          {isClient && (
            <div className={styles.actions}>
              <Button onClick={() => setAccepting(true)}>Accept delivery</Button>
            </div>
          )}
        </>
      )}
      {review.state === 'revised' && (
        <p className={page.muted}>
          Version {order.version + 1} of this order revises this delivery; it is reviewed there.
        </p>
      )}
      {review.state === 'accepted' && <p className={page.muted}>{acceptedText(review)}</p>}
      {/* Outside the awaiting state: the dialog stays to say so once the order shows accepted. */}
      <AcceptDeliveryDialog order={order} open={accepting} onClose={() => setAccepting(false)} />
    </section>
  );
}

function title(state: NonNullable<ProductionRequest['review']>['state'], isClient: boolean) {
  if (state === 'awaiting')
    return isClient ? 'Delivered — awaiting your review' : 'Delivered — awaiting review';
  if (state === 'revised') return 'Delivered — revision asked';
  return 'Delivery accepted';
}

function acceptedText(review: NonNullable<ProductionRequest['review']>): string {
  const when = review.acceptedTime ? formatDate(review.acceptedTime, 'dateTime') : '';
  if (review.auto) return `Accepted automatically on ${when}: nobody reviewed it for a week.`;
  const stars = review.stars === null ? '' : ` with ${review.stars} of 5 stars`;
  return `Accepted${stars} on ${when}.${review.comment ? ` “${review.comment}”` : ''}`;
}
