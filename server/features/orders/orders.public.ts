// What other features and jobs may use of orders: the order's states (which server/access asks
// too), the notifier port (and its live version) that reports order events, the deadline job's
// repository, and the assigned-work source the Staff Scheduler of teams reads.
export { ordersAssignedWork } from './assigned-work.js';
export {
  orderRowStates,
  orderStates,
  type OrderCondition,
  type OrderTable,
} from './order-states.js';
export {
  deadlinesRepository,
  type CancelledOrder,
  type OverdueKey,
} from './deadlines.repository.js';
export { reviewsRepository } from './reviews.repository.js';
export { liveOrderNotifier } from './order-notifier-live.js';
export type { OrderNotice, OrderNotifier } from './order-notifier.js';
