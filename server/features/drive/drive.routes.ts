import fastifyMultipart from '@fastify/multipart';
import { MemoryLocker, Metadata, Server as TusServer } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DirectoryName,
  DownloadQuery,
  driveRoutes,
  UploadId,
  type Disposition,
} from '../../../common/api/drive.js';
import { mountContract, principalOf } from '../../http/contract-route.js';
import { AppError } from '../../errors.js';
import { contentDisposition, parseRange } from './byte-range.js';
import type { Services } from '../../services.js';
import { readMediaLink } from './media-links.js';
import { header, receivePatch, tusProtocolError, tusVersion } from './tus-patch.js';

const TusParams = z.object({ directory: DirectoryName, uploadId: UploadId });

/**
 * The Drive routes of docs/product.md §7. Uploads speak tus: POST creates (and answers JSON with the `uri`);
 * on the `uri`, HEAD goes to @tus/server and PATCH streams into the same datastore, each after
 * the service has vetted the caller.
 */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { drive: service, jwtKey, clock, config } = services;
  const now = () => clock.now();

  const locker = new MemoryLocker();
  const tus = new TusServer({
    path: '/api/drive/upload',
    datastore: service.tusStore,
    locker,
    // The id is the last segment of /api/drive/upload/{directory}/{uploadId}; the route checked it.
    getFileIdFromRequest: (_request, last) => last,
    // tus answers its own protocol errors; they leave in the API's error shape like every other one.
    onResponseError: (_request, error) => {
      const refusal = tusProtocolError(error);
      return { status_code: refusal.status, body: JSON.stringify(refusal.toBody()) };
    },
    // Same-origin only: no CORS headers for other sites.
    allowedOrigins: [],
  });

  await app.register(async (scope) => {
    // tus bodies are streamed by @tus/server itself, never buffered by Fastify.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
      done(null),
    );
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: config.UPLOAD_MAX_IMAGE_BYTES + 1 },
      throwFileSizeLimit: false,
    });

    mountContract(
      scope,
      jwtKey,
      driveRoutes.upload,
      async ({ params, query, principal, request, reply }) => {
        if (query.method === 'multipart') {
          if (!request.isMultipart())
            throw new AppError(
              'invalid_input',
              {},
              { file: 'Send the image as multipart field "file".' },
            );
          const part = await request.file();
          if (!part || part.fieldname !== 'file')
            throw new AppError(
              'form_incomplete',
              {},
              { file: 'Send the image as multipart field "file".' },
            );
          const created = await service.storeWholeUpload(principal, {
            directory: params.directory,
            mime: query.type,
            name: part.filename,
            source: part.file,
          });
          void reply.status(201);
          return created;
        }
        if (
          header(request, 'upload-defer-length') !== undefined ||
          header(request, 'upload-concat') !== undefined
        )
          throw new AppError(
            'invalid_input',
            {},
            { 'upload-length': 'Declare the file size in Upload-Length.' },
          );
        const length = header(request, 'upload-length') ?? '';
        let name: string | undefined;
        try {
          const raw = header(request, 'upload-metadata');
          const metadata = raw ? Metadata.parse(raw) : undefined;
          name = metadata?.filename ?? metadata?.name ?? undefined;
        } catch {
          throw new AppError(
            'invalid_input',
            {},
            { 'upload-metadata': 'Malformed Upload-Metadata.' },
          );
        }
        const created = await service.createUpload(principal, {
          directory: params.directory,
          mime: query.type,
          name,
          size: /^\d{1,16}$/.test(length) ? Number(length) : Number.NaN,
        });
        void reply
          .status(201)
          .header('location', created.uri)
          .header('tus-resumable', tusVersion)
          .header('upload-offset', '0');
        return created;
      },
    );

    // HEAD is @tus/server's own; PATCH streams straight to the datastore (see tus-patch.ts).
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'HEAD',
      url: '/api/drive/upload/:directory/:uploadId',
      schema: { params: TusParams },
      handler: async (request, reply) => {
        const principal = await principalOf(request, jwtKey);
        if (!principal) throw new AppError('unauthorized');
        const { directory, uploadId } = request.params;
        await service.authorizeTusRequest(principal, { id: uploadId, directory, method: 'HEAD' });
        void reply.hijack();
        await tus.handle(request.raw, reply.raw);
      },
    });

    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'PATCH',
      url: '/api/drive/upload/:directory/:uploadId',
      schema: { params: TusParams },
      handler: async (request, reply) => {
        const principal = await principalOf(request, jwtKey);
        if (!principal) throw new AppError('unauthorized');
        const { directory, uploadId } = request.params;
        await service.authorizeTusRequest(principal, { id: uploadId, directory, method: 'PATCH' });
        // Pause and cancel cut this request; the bytes already stored stay.
        const untrack = service.trackRequest(uploadId, request.raw);
        let outcome;
        try {
          outcome = await receivePatch({
            request: request.raw,
            id: uploadId,
            store: service.tusStore,
            locker,
          });
        } catch (error) {
          // The unread rest of a long refused body would block this keep-alive connection.
          if ((error as { closeConnection?: boolean }).closeConnection)
            void reply.header('connection', 'close');
          throw error;
        } finally {
          untrack();
          await service.settleUpload(uploadId);
        }
        if (outcome === 'client-gone') {
          void reply.hijack();
          reply.raw.destroy();
          return;
        }
        if (outcome.complete) await service.completeUpload(uploadId);
        return reply
          .status(204)
          .header('tus-resumable', tusVersion)
          .header('upload-offset', String(outcome.offset))
          .send();
      },
    });

    // tus termination: the same as cancel.
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'DELETE',
      url: '/api/drive/upload/:directory/:uploadId',
      schema: { params: TusParams },
      handler: async (request, reply) => {
        const principal = await principalOf(request, jwtKey);
        if (!principal) throw new AppError('unauthorized');
        await service.discard(principal, request.params.uploadId);
        return reply.status(204).header('tus-resumable', tusVersion).send();
      },
    });
  });

  mountContract(app, jwtKey, driveRoutes.progress, ({ params, principal }) =>
    service.progress(principal, params.id),
  );
  mountContract(app, jwtKey, driveRoutes.pause, ({ params, principal }) =>
    service.pause(principal, params.id),
  );
  mountContract(app, jwtKey, driveRoutes.resume, ({ params, principal }) =>
    service.resume(principal, params.id),
  );
  mountContract(app, jwtKey, driveRoutes.cancel, async ({ params, principal }) => {
    await service.discard(principal, params.id);
    return { ok: true as const };
  });
  mountContract(app, jwtKey, driveRoutes.remove, async ({ params, principal }) => {
    await service.discard(principal, params.uploadId);
    return { ok: true as const };
  });
  mountContract(app, jwtKey, driveRoutes.link, ({ params, query, principal }) =>
    service.mediaLink(principal, params.fileId, query.disposition),
  );
  mountContract(app, jwtKey, driveRoutes.fileContents, ({ params, query, principal }) =>
    service.fileContents(principal, params.id, query.layers),
  );
  mountContract(app, jwtKey, driveRoutes.files, async ({ principal }) => ({
    files: await service.listFiles(principal),
  }));

  const download = (method: 'GET' | 'HEAD') =>
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: driveRoutes.download.path,
      schema: { params: z.object({ fileId: UploadId }), querystring: DownloadQuery },
      handler: async (request, reply) => {
        const { fileId } = request.params;
        const { access, disposition } = request.query;
        let principal = await principalOf(request, jwtKey);
        let shown: Disposition = disposition ?? 'attachment';
        if (!principal && access) {
          const grant = readMediaLink(jwtKey, access, fileId, now());
          if (grant) {
            principal = grant.principal;
            shown = grant.disposition;
          }
        }
        if (!principal) throw new AppError('unauthorized');
        const source = await service.openDownload(principal, fileId);
        const etag = `"${source.sha256 ?? fileId}"`;
        const range = parseRange(header(request, 'range'), source.size, {
          given: header(request, 'if-range'),
          etag,
        });
        if (range === 'unsatisfiable') {
          void reply.header('content-range', `bytes */${source.size}`);
          throw new AppError('range_not_satisfiable');
        }
        void reply
          .header('accept-ranges', 'bytes')
          .header('content-type', source.mime)
          .header('content-disposition', contentDisposition(shown, source.name))
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
        if (method === 'HEAD') return reply.send();
        return reply.send(source.open(range));
      },
    });
  // HEAD first: Fastify would otherwise derive one from GET.
  download('HEAD');
  download('GET');
}
