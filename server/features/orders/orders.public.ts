// What other features and jobs may use of orders: the order's states (which server/access asks
// too), the notifier port (and its live version) that reports order events, the deadline job's
// repository, the assigned-work source the Staff Scheduler of teams reads, and one order's facts
// and a video's delivered orders (publishing reads them).
export { ordersAssignedWork } from './assigned-work.js';
export { deliveredOrdersOfVideo, orderFacts, type OrderFacts } from './order-facts.repository.js';
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
