import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../common/api/orders.js';
import { mountContract } from '../../http/contract-route.js';
import type { OrdersService } from './orders.service.js';

/**
 * The order routes of SPEC §7 (Comm and Payment) this feature's core owns: placing and
 * delivering orders, the lists, the tracker, activation, pass-offs and earnings. Extensions and
 * revisions are mounted by their own module.
 */
export function ordersRoutes(
  app: FastifyInstance,
  deps: { service: OrdersService; jwtKey: Uint8Array },
): void {
  const { service, jwtKey } = deps;
  const mount = <C extends (typeof orderRoutes)[keyof typeof orderRoutes]>(
    contract: C,
    handler: Parameters<typeof mountContract<C>>[3],
  ) => mountContract(app, jwtKey, contract, handler);

  mount(orderRoutes.sendProductionForm, ({ principal, body }) =>
    service.placeOrder(principal, body),
  );
  mount(orderRoutes.sendFulfillmentForm, ({ principal, query, body }) =>
    service.fulfil(principal, query.uid, body),
  );
  mount(orderRoutes.requests, ({ principal, query }) => service.requests(principal, query));
  mount(orderRoutes.request, ({ principal, query }) => service.request(principal, query.id));
  mount(orderRoutes.work, ({ principal }) => service.work(principal));
  mount(orderRoutes.productStatus, ({ principal, query }) =>
    service.productStatus(principal, query.id),
  );
  mount(orderRoutes.activate, ({ principal, body }) => service.activate(principal, body.requestId));
  mount(orderRoutes.requestPassOff, ({ principal, body }) =>
    service.requestPassOff(principal, body),
  );
  mount(orderRoutes.assignPassOff, ({ principal, query, body }) =>
    service.assignPassOff(principal, query.id, body),
  );
  mount(orderRoutes.answerPassOff, ({ principal, query, body }) =>
    service.answerPassOff(principal, query.id, body),
  );
  mount(orderRoutes.earnings, ({ principal, query }) => service.earnings(principal, query));
}
