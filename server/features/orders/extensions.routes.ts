import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../common/api/orders.js';
import { mountContract } from '../../http/contract-route.js';
import type { ExtensionsService } from './extensions.service.js';

/** GET, POST and PATCH /api/payment/fulfillment/extension (SPEC §7): parse, call, reply. */
export function extensionsRoutes(
  app: FastifyInstance,
  deps: { service: ExtensionsService; jwtKey: Uint8Array },
): void {
  const { service, jwtKey } = deps;
  mountContract(app, jwtKey, orderRoutes.extension, ({ principal, query }) =>
    service.get(principal, query.id),
  );
  mountContract(app, jwtKey, orderRoutes.requestExtension, ({ principal, body }) =>
    service.request(principal, body),
  );
  mountContract(app, jwtKey, orderRoutes.answerExtension, ({ principal, query, body }) =>
    service.answer(principal, query.id, body),
  );
}
