import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewVersionRoutes as routes } from '../../../common/api/review-versions.js';
import { AppError } from '../../errors.js';
import type { Services } from '../../services.js';
import { atMost, contentDisposition, parseRange } from '../drive/drive.public.js';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * GET and HEAD /api/guest-review/media/{linkId}: a guest's copy, whole or one byte range (206),
 * checked against the link on every request, so a revoked link stops the player at its next
 * range. A download (`attachment`) is recorded in the link's views when its first byte is asked.
 */
export function registerGuestMediaRoute(app: FastifyInstance, services: Services): void {
  const route = (method: 'GET' | 'HEAD') =>
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: routes.guestMedia.path,
      schema: { params: routes.guestMedia.params, querystring: routes.guestMedia.query },
      handler: async (request, reply) => {
        const source = await services.reviewVersions.guestMedia(
          request.params.linkId,
          request.query.access,
        );
        const etag = `"${request.params.linkId}-${source.size}"`;
        const range = parseRange(single(request.headers.range), source.size, {
          given: single(request.headers['if-range']),
          etag,
        });
        if (range === 'unsatisfiable') {
          void reply.header('content-range', `bytes */${source.size}`);
          throw new AppError('range_not_satisfiable');
        }
        if (method === 'GET' && source.disposition === 'attachment' && (range?.start ?? 0) === 0)
          await source.recordDownload();
        const body =
          method === 'HEAD'
            ? undefined
            : range
              ? atMost(await source.open(range), range.end - range.start + 1)
              : await source.open();
        void reply
          .header('accept-ranges', 'bytes')
          .header('content-type', source.mime)
          .header('content-disposition', contentDisposition(source.disposition, source.name))
          .header('etag', etag)
          .header('cache-control', 'private, no-store')
          .header('content-length', String(range ? range.end - range.start + 1 : source.size));
        if (range)
          void reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${source.size}`);
        return reply.send(body);
      },
    });
  // HEAD first: Fastify would otherwise derive one from GET.
  route('HEAD');
  route('GET');
}
