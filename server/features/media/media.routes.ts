import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from '../../../common/api/media.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { atMost, parseRange } from '../drive/drive.public.js';

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
  app.contract(mediaRoutes.reviewProxy, async ({ params, query, request, reply }) => {
    const proxy = await media.reviewProxy(params.fileId, query.access);
    const etag = `"proxy-${params.fileId}-${proxy.size}"`;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const range = parseRange(header('range'), proxy.size, { given: header('if-range'), etag });
    if (range === 'unsatisfiable') {
      void reply.header('content-range', `bytes */${proxy.size}`);
      throw new AppError('range_not_satisfiable');
    }
    const body = range
      ? atMost(await proxy.open(range), range.end - range.start + 1)
      : await proxy.open();
    void reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'video/mp4')
      .header('etag', etag)
      .header('cache-control', 'private, max-age=3600')
      .header('content-length', String(range ? range.end - range.start + 1 : proxy.size));
    if (range)
      void reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${proxy.size}`);
    return reply.send(body);
  });
}
