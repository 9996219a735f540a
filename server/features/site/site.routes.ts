import type { FastifyInstance } from 'fastify';
import { siteRoutes } from '../../../common/api/site.js';
import { mountContract } from '../../http/contract-route.js';
import type { SiteService } from './site.service.js';

/** The company stats and contact routes: parse, call the service, reply. */
export function siteRoutesPlugin(
  app: FastifyInstance,
  deps: { service: SiteService; jwtKey: Uint8Array },
): void {
  const { service, jwtKey } = deps;

  mountContract(app, jwtKey, siteRoutes.stats, async ({ query, reply }) => {
    // Public figures that an Admin may change at any time: revalidate rather than cache.
    void reply.header('cache-control', 'no-cache');
    return service.listStats(query.name);
  });

  mountContract(app, jwtKey, siteRoutes.updateStats, ({ query, body, principal }) =>
    service.updateStats(principal, query.name, body),
  );

  mountContract(app, jwtKey, siteRoutes.contact, async ({ body, request }) => {
    await service.sendContactMessage(body, request.ip);
    return { ok: true as const };
  });

  mountContract(app, jwtKey, siteRoutes.contactMessages, ({ query, principal }) =>
    service.listContactMessages(principal, query),
  );
}
