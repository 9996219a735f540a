import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../common/api/orders.js';
import type { Services } from '../../services.js';

/** GET, POST and PATCH /api/payment/fulfillment/extension (docs/product.md §7): parse, call, reply. */
export function registerExtensions(
  app: FastifyInstance,
  services: Pick<Services, 'extensions'>,
): void {
  const service = services.extensions;
  app.contract(orderRoutes.extension, ({ principal, query }) => service.get(principal, query.id));
  app.contract(orderRoutes.requestExtension, ({ principal, body }) =>
    service.request(principal, body),
  );
  app.contract(orderRoutes.answerExtension, ({ principal, query, body }) =>
    service.answer(principal, query.id, body),
  );
}
