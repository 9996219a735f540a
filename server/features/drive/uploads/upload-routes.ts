import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DirectoryName, driveRoutes, UploadId } from '../../../../common/api/drive.js';
import { tusHeader, tusPatchContentType, tusVersion } from '../../../../common/tus.js';
import type { Principal } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import type { Services } from '../../../services.js';
import { patchesInFlight } from './patches-in-flight.js';

const TusParams = z.object({ directory: DirectoryName, uploadId: UploadId });

/** The image of a multipart upload: its one field "file". */
async function multipartImage(request: FastifyRequest) {
  const help = { file: 'Send the image as multipart field "file".' };
  if (!request.isMultipart()) throw new AppError('invalid_input', {}, help);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('form_incomplete', {}, help);
  return part;
}

/**
 * The upload routes of docs/product.md §7. Uploads speak tus: POST creates (and answers JSON with
 * the `uri`); on the `uri`, HEAD tells the stored offset and PATCH streams into the datastore,
 * each after the drive has vetted the caller. Small images may come whole, as multipart.
 */
export async function registerUploadRoutes(app: FastifyInstance, services: Services) {
  const { drive, config } = services;
  const caller = async (request: FastifyRequest): Promise<Principal> => {
    const principal = await app.principalOf(request);
    if (!principal) throw new AppError('unauthorized');
    return principal;
  };
  // A shutdown ends the PATCHes in flight within a bounded time; their clients resume elsewhere.
  const patches = patchesInFlight();
  app.addHook('preClose', () => patches.drain());

  await app.register(async (scope) => {
    // tus bodies are streamed by the drive itself, never buffered by Fastify.
    scope.addContentTypeParser(tusPatchContentType, (_request, _payload, done) => done(null));
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: config.UPLOAD_MAX_IMAGE_BYTES + 1 },
      throwFileSizeLimit: false,
    });

    scope.contract(driveRoutes.upload, async (call) => {
      const { params, query, principal, request, reply } = call;
      const input = { directory: params.directory, mime: query.type };
      if (query.method === 'multipart') {
        const part = await multipartImage(request);
        const created = await drive.storeWholeUpload(principal, {
          ...input,
          name: part.filename,
          source: part.file,
          requestBytes: Number(request.headers['content-length']) || undefined,
        });
        void reply.status(201);
        return created;
      }
      const started = await drive.startTusUpload(principal, { ...input, headers: request.headers });
      void reply.status(201).headers(started.headers);
      return started.created;
    });

    const tusRoute = scope.withTypeProvider<ZodTypeProvider>();
    const url = '/api/drive/upload/:directory/:uploadId';
    const schema = { params: TusParams };

    // HEAD and PATCH answer through the reply, so every hook applies; PATCH streams straight to
    // the datastore (see receive-patch.ts).
    tusRoute.route({
      method: 'HEAD',
      url,
      schema,
      handler: async (request, reply) => {
        const headers = await drive.headUpload(await caller(request), request.params, request.raw);
        return reply.status(200).headers(headers).send();
      },
    });

    tusRoute.route({
      method: 'PATCH',
      url,
      schema,
      handler: async (request, reply) => {
        const principal = await caller(request);
        const answer = await patches.carry(request.raw, () =>
          drive.patchUpload(principal, request.params, {
            request: request.raw,
            closeConnection: () => void reply.header('connection', 'close'),
          }),
        );
        if (answer === 'client-gone') {
          void reply.hijack();
          reply.raw.destroy();
          return;
        }
        return reply.status(204).headers(answer).send();
      },
    });

    // tus termination: the same as cancel.
    tusRoute.route({
      method: 'DELETE',
      url,
      schema,
      handler: async (request, reply) => {
        await drive.discard(await caller(request), request.params.uploadId);
        return reply.status(204).header(tusHeader.resumable, tusVersion).send();
      },
    });
  });
}
