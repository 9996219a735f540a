import type { FastifyInstance } from 'fastify';
import { siteRoutes } from '../../../common/api/site.js';
import type { Services } from '../../services.js';

/** The company stats and contact routes: parse, call the service, reply. */
export function register(app: FastifyInstance, services: Pick<Services, 'site'>): void {
  const service = services.site;

  app.contract(siteRoutes.stats, async ({ query, reply }) => {
    // Public figures that an Admin may change at any time: revalidate rather than cache.
    void reply.header('cache-control', 'no-cache');
    return service.listStats(query.name);
  });

  app.contract(siteRoutes.updateStats, ({ query, body, principal }) =>
    service.updateStats(principal, query.name, body),
  );

  app.contract(siteRoutes.contact, async ({ body, request }) => {
    await service.sendContactMessage(body, request.ip);
    return { ok: true as const };
  });

  app.contract(siteRoutes.contactMessages, ({ query, principal }) =>
    service.listContactMessages(principal, query),
  );

  app.contract(siteRoutes.markContactHandled, ({ params, principal }) =>
    service.markContactHandled(principal, params.id),
  );
}
