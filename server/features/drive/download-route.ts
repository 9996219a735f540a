import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DownloadQuery,
  driveRoutes,
  UploadId,
  type Disposition,
} from '../../../common/api/drive.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { principalOf } from '../../http/contract-route.js';
import type { Services } from '../../services.js';
import { contentDisposition, parseRange } from './byte-range.js';
import type { DownloadSource } from './downloads.js';
import { downloadsInFlight } from './downloads-in-flight.js';
import { header } from './headers.js';
import { readMediaLink } from './media-links.js';

/** The caller, by access token or else by the signed media link in `access`, and how to show. */
async function downloader(
  request: FastifyRequest,
  services: Pick<Services, 'jwtKey' | 'tokenCheck' | 'now'>,
  query: { access?: string | undefined; disposition?: Disposition | undefined },
  fileId: string,
): Promise<{ principal: Principal; shown: Disposition }> {
  const { jwtKey, tokenCheck, now } = services;
  let principal = await principalOf(request, tokenCheck);
  let shown: Disposition = query.disposition ?? 'attachment';
  if (!principal && query.access) {
    const grant = readMediaLink(jwtKey, query.access, fileId, now());
    // A guest's grant never reaches a drive file: guests are served by the guest media route,
    // which the access rules allow the original only as the download the Partner chose. Links
    // a guest was handed before that rule are refused here until they expire.
    if (grant?.reviewLinkId) throw new AppError('review_guest_original');
    if (grant) {
      principal = grant.principal;
      shown = grant.disposition;
    }
  }
  if (!principal) throw new AppError('unauthorized');
  return { principal, shown };
}

/** Answers a download: the whole file or the one byte range asked, with its caching headers. */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { id: string; source: DownloadSource; shown: Disposition; bodyless: boolean },
) {
  const { source } = file;
  const etag = `"${source.sha256 ?? file.id}"`;
  const range = parseRange(header(request, 'range'), source.size, {
    given: header(request, 'if-range'),
    etag,
  });
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${source.size}`);
    throw new AppError('range_not_satisfiable');
  }
  // Opened before any header is set, so bytes gone missing still answer in the error shape.
  const body = file.bodyless ? undefined : await source.open(range);
  void reply
    .header('accept-ranges', 'bytes')
    .header('content-type', source.mime)
    .header('content-disposition', contentDisposition(file.shown, source.name))
    .header('etag', etag)
    .header('cache-control', 'private, no-cache');
  if (source.finishedTime)
    void reply.header('last-modified', new Date(source.finishedTime).toUTCString());
  const length = range ? range.end - range.start + 1 : source.size;
  void reply.header('content-length', String(length));
  if (range)
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${source.size}`);
  return reply.send(body);
}

/** GET and HEAD /api/drive/download/{fileId}: with a token or a signed media link, ranges too. */
export function registerDownloadRoutes(app: FastifyInstance, services: Services): void {
  // A shutdown gives the downloads in flight a short grace, then cuts them; they resume elsewhere.
  const downloads = downloadsInFlight();
  app.addHook('preClose', () => downloads.drain());
  const download = (method: 'GET' | 'HEAD') =>
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: driveRoutes.download.path,
      schema: { params: z.object({ fileId: UploadId }), querystring: DownloadQuery },
      handler: async (request, reply) => {
        const { fileId } = request.params;
        const { principal, shown } = await downloader(request, services, request.query, fileId);
        const source = await services.drive.openDownload(principal, fileId);
        if (method === 'GET') downloads.track(reply.raw);
        return sendFile(request, reply, { id: fileId, source, shown, bodyless: method === 'HEAD' });
      },
    });
  // HEAD first: Fastify would otherwise derive one from GET.
  download('HEAD');
  download('GET');
}
