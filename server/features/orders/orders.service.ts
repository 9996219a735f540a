import type {
  AcceptDeliveryRequest,
  ReviewsQuery,
  EarningsQuery,
  FulfillmentRequest,
  PassOffAnswer,
  PassOffAssign,
  PassOffRequest,
  ProductionFormRequest,
  RequestsQuery,
} from '../../../common/api/orders.js';
import type { Principal } from '../../auth/tokens.js';
import { acceptDelivery, listAwaitingReview } from './accept-delivery.js';
import { activateOrder } from './activate-order.js';
import { deliverOrder } from './deliver-order.js';
import { staffEarnings } from './earnings.js';
import { listAssignedWork, listOrders, readOrder, readTracker } from './order-lists.js';
import type { OrdersDeps } from './orders-deps.js';
import { answerPassOff, assignPassOff, requestPassOff } from './pass-off.js';
import { placeOrder } from './place-order.js';

export type { OrdersDeps } from './orders-deps.js';

/**
 * Orders: placing them from the production form, delivering them, the lists and the tracker,
 * activation, pass-offs and staff earnings, each use case in its own file; this binds them to
 * their dependencies for the routes.
 */
export function ordersService(deps: OrdersDeps) {
  return {
    placeOrder: (principal: Principal, body: ProductionFormRequest) =>
      placeOrder(deps, principal, body),
    deliver: (principal: Principal, clientUid: string, body: FulfillmentRequest) =>
      deliverOrder(deps, principal, clientUid, body),
    requests: (principal: Principal, query: RequestsQuery) => listOrders(deps, principal, query),
    request: (principal: Principal, id: string) => readOrder(deps, principal, id),
    work: (principal: Principal) => listAssignedWork(deps, principal),
    productStatus: (principal: Principal, id: string) => readTracker(deps, principal, id),
    activate: (principal: Principal, orderId: string) => activateOrder(deps, principal, orderId),
    requestPassOff: (principal: Principal, body: PassOffRequest) =>
      requestPassOff(deps, principal, body),
    assignPassOff: (principal: Principal, orderId: string, body: PassOffAssign) =>
      assignPassOff(deps, principal, orderId, body),
    answerPassOff: (principal: Principal, orderId: string, body: PassOffAnswer) =>
      answerPassOff(deps, principal, orderId, body),
    acceptDelivery: (principal: Principal, body: AcceptDeliveryRequest) =>
      acceptDelivery(deps, principal, body),
    reviews: (principal: Principal, query: ReviewsQuery) =>
      listAwaitingReview(deps, principal, query),
    earnings: (principal: Principal, query: EarningsQuery) => staffEarnings(deps, principal, query),
  };
}

/** The orders service's functions. */
export type OrdersService = ReturnType<typeof ordersService>;
