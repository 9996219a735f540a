import type { DeliveryReview } from './api/orders/reviews.js';
import { OrderStatus, type CloseReason } from './api/orders/order-form.js';

// The order's states as the browser and the server's plain code read them from an order's fields;
// the server's SQL asks the same questions in server/features/orders/order-states.ts.

/** The fields an order's state is read from. */
export type OrderStateFields = {
  status: OrderStatus;
  closeReason: CloseReason | null;
  review?: Pick<DeliveryReview, 'state'> | null;
};

/** The statuses of a closed order: every status but `open`, however many there are. */
export const closedStatuses: readonly OrderStatus[] = OrderStatus.options.filter(
  (s) => s !== 'open',
);

/** True when `statuses` are exactly the closed ones (in any order, without repeats). */
export function areClosedStatuses(statuses: readonly OrderStatus[]): boolean {
  const asked = new Set(statuses);
  return asked.size === closedStatuses.length && closedStatuses.every((s) => asked.has(s));
}

/** Still being worked on: neither delivered nor cancelled. */
export const isOpen = (order: Pick<OrderStateFields, 'status'>): boolean => order.status === 'open';

/** Delivered (whatever its Partner did with it since). */
export const isDelivered = (order: Pick<OrderStateFields, 'status'>): boolean =>
  order.status === 'fulfilled';

/** docs/product.md §4: an order cancelled at its due time shows as 'Request Expired'. */
export const isExpired = (order: Pick<OrderStateFields, 'status' | 'closeReason'>): boolean =>
  order.status === 'cancelled' && order.closeReason === 'Overdue';

/** Delivered and waiting for its Partner's review (docs/orders.md "Review"). */
export const isAwaitingReview = (order: Pick<OrderStateFields, 'status' | 'review'>): boolean =>
  isDelivered(order) && order.review?.state === 'awaiting';

/** Where an order stands, in words: Open, Delivered — awaiting review, Accepted, Request Expired. */
export function orderStateLabel(order: OrderStateFields): string {
  if (isOpen(order)) return 'Open';
  if (isDelivered(order)) {
    switch (order.review?.state) {
      case 'awaiting':
        return 'Delivered — awaiting review';
      case 'revised':
        return 'Delivered — revised';
      case 'accepted':
        return 'Accepted';
      default:
        return 'Delivered';
    }
  }
  return isExpired(order) ? 'Request Expired' : 'Cancelled';
}
