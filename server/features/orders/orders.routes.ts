import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../common/api/orders.js';
import { runOrderDeadlines } from '../../jobs/order-deadlines.js';
import type { Services } from '../../services.js';
import { registerExtensions } from './extensions.routes.js';
import { registerRevisions } from './revisions.routes.js';
import { registerTestClock } from './test-clock.js';

/**
 * The order routes of docs/product.md §7 (Comm and Payment) this feature's core owns: placing and
 * delivering orders, the lists, the tracker, activation, pass-offs and earnings. Extensions and
 * revisions are mounted by their own module.
 */
export function register(app: FastifyInstance, services: Services): void {
  const service = services.orders;
  registerExtensions(app, services);
  registerRevisions(app, services);
  const { testClock, deadlines } = services;
  if (testClock)
    registerTestClock(app, { clock: testClock, runDeadlines: () => runOrderDeadlines(deadlines) });

  app.contract(orderRoutes.sendProductionForm, ({ principal, body }) =>
    service.placeOrder(principal, body),
  );
  app.contract(orderRoutes.sendFulfillmentForm, ({ principal, query, body }) =>
    service.deliver(principal, query.uid, body),
  );
  app.contract(orderRoutes.requests, ({ principal, query }) => service.requests(principal, query));
  app.contract(orderRoutes.request, ({ principal, query }) => service.request(principal, query.id));
  app.contract(orderRoutes.work, ({ principal }) => service.work(principal));
  app.contract(orderRoutes.productStatus, ({ principal, query }) =>
    service.productStatus(principal, query.id),
  );
  app.contract(orderRoutes.activate, ({ principal, body }) =>
    service.activate(principal, body.requestId),
  );
  app.contract(orderRoutes.requestPassOff, ({ principal, body }) =>
    service.requestPassOff(principal, body),
  );
  app.contract(orderRoutes.assignPassOff, ({ principal, query, body }) =>
    service.assignPassOff(principal, query.id, body),
  );
  app.contract(orderRoutes.answerPassOff, ({ principal, query, body }) =>
    service.answerPassOff(principal, query.id, body),
  );
  app.contract(orderRoutes.reviews, ({ principal, query }) => service.reviews(principal, query));
  app.contract(orderRoutes.acceptDelivery, ({ principal, body }) =>
    service.acceptDelivery(principal, body),
  );
  app.contract(orderRoutes.earnings, ({ principal, query }) => service.earnings(principal, query));
}
