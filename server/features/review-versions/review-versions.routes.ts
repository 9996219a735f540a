import type { FastifyInstance } from 'fastify';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import type { Services } from '../../services.js';
import { registerGuestMediaRoute } from './guest-media-route.js';

/** Versions of an order, guest links, and the guest's own two routes. */
export function register(app: FastifyInstance, services: Services): void {
  const { reviewVersions: rv } = services;
  app.contract(routes.versions, ({ principal, params }) =>
    rv.versions(principal, params.requestId),
  );
  app.contract(routes.createLink, ({ principal, body }) => rv.createLink(principal, body));
  app.contract(routes.links, ({ principal, params }) => rv.links(principal, params.requestId));
  app.contract(routes.revokeLink, ({ principal, params }) => rv.revokeLink(principal, params.id));
  app.contract(routes.guestInfo, ({ body, request }) => rv.guestInfo(body.token, request.ip));
  app.contract(routes.guestOpen, ({ body, request }) => rv.guestOpen(body, request.ip));
  app.contract(routes.guestVideo, ({ body }) => rv.guestVideo(body));
  registerGuestMediaRoute(app, services);
}
