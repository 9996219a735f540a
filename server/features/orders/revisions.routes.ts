import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../common/api/orders.js';
import type { Services } from '../../services.js';

/** POST /api/drive/update/revisions/{fileId} (docs/product.md §7 Drive): parse, call, reply. */
export function registerRevisions(
  app: FastifyInstance,
  services: Pick<Services, 'revisions'>,
): void {
  app.contract(orderRoutes.requestRevision, ({ principal, params, body }) =>
    services.revisions.request(principal, params.fileId, body.message),
  );
}
