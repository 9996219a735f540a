// What other features and jobs may use of orders: the notifier port (and its live version) that
// reports order events, the deadline job's repository, and the assigned-work source the Staff
// Scheduler of teams reads.
export { ordersAssignedWork } from './assigned-work.js';
export {
  deadlinesRepository,
  type CancelledOrder,
  type OverdueKey,
} from './deadlines.repository.js';
export { liveOrderNotifier, type NotifierLog } from './order-notifier-live.js';
export { silentNotifier, type OrderNotice, type OrderNotifier } from './order-notifier.js';
