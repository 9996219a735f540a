import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../common/api/orders.js';
import { mountContract } from '../../http/contract-route.js';
import type { RevisionsService } from './revisions.service.js';

/** POST /api/drive/update/revisions/{fileId} (SPEC §7 Drive): parse, call, reply. */
export function revisionsRoutes(
  app: FastifyInstance,
  deps: { service: RevisionsService; jwtKey: Uint8Array },
): void {
  mountContract(app, deps.jwtKey, orderRoutes.requestRevision, ({ principal, params, body }) =>
    deps.service.request(principal, params.fileId, body.message),
  );
}
