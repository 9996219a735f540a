import type { OrderEventName } from '../../../common/realtime.js';

/** One thing that happened to an order, as the service reports it after its transaction. */
export type OrderNotice = {
  event: OrderEventName;
  orderId: string;
  /** Who did it; null for the deadline job. */
  actorId: string | null;
  at: string;
  /** Particulars shown in the message: days asked, the answer, the new staff member. */
  detail?: Record<string, string | number | null>;
};

/**
 * The single way order events reach people (docs/product.md §9): it records the event, e-mails the
 * other side, and pushes a realtime `orderUpdated` to everyone on the order so open pages
 * refresh, and posts a System chat message. Never throws: a failed e-mail or push
 * is logged, and the order change it reports has already been committed.
 */
export type OrderNotifier = { notify(notice: OrderNotice): Promise<void> };

/** A notifier that does nothing, for tests of rules that do not look at notifications. */
export const silentNotifier: OrderNotifier = { async notify() {} };
