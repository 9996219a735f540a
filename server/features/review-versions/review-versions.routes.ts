import type { FastifyInstance } from 'fastify';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import { mountContract } from '../../http/contract-route.js';
import type { Services } from '../../services.js';

/** Versions of an order, guest links, and the guest's own two routes. */
export function register(app: FastifyInstance, services: Services): void {
  const { reviewVersions: rv, tokenCheck } = services;
  mountContract(app, tokenCheck, routes.versions, ({ principal, params }) =>
    rv.versions(principal, params.requestId),
  );
  mountContract(app, tokenCheck, routes.createLink, ({ principal, body }) =>
    rv.createLink(principal, body),
  );
  mountContract(app, tokenCheck, routes.links, ({ principal, params }) =>
    rv.links(principal, params.requestId),
  );
  mountContract(app, tokenCheck, routes.revokeLink, ({ principal, params }) =>
    rv.revokeLink(principal, params.id),
  );
  mountContract(app, tokenCheck, routes.guestInfo, ({ body, request }) =>
    rv.guestInfo(body.token, request.ip),
  );
  mountContract(app, tokenCheck, routes.guestOpen, ({ body, request }) =>
    rv.guestOpen(body, request.ip),
  );
}
