import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from '../../../common/api/media.js';
import type { Services } from '../../services.js';

/** What the server read of uploaded videos, and their poster and sprite images. */
export function register(app: FastifyInstance, services: Services): void {
  const { media } = services;
  app.contract(mediaRoutes.mediaFacts, async ({ principal, body }) => ({
    facts: await media.facts(principal, body.fileIds),
  }));
  app.contract(mediaRoutes.mediaImage, async ({ params, query, reply }) => {
    const stream = await media.image(params.fileId, params.image, query.access);
    // The URL changes every hour (its signature), so the browser may keep each one that long.
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=3600')
      .send(stream);
  });
}
