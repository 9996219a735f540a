import type { FastifyInstance } from 'fastify';
import { driveRoutes } from '../../../common/api/drive.js';
import { mountContract } from '../../http/contract-route.js';
import type { Services } from '../../services.js';
import { registerDownloadRoutes } from './download-route.js';
import { registerUploadRoutes } from './uploads/upload-routes.js';

/** The Drive routes of docs/product.md §7: uploads, their controls, listings and downloads. */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { drive, tokenCheck } = services;

  await registerUploadRoutes(app, services);

  mountContract(app, tokenCheck, driveRoutes.progress, ({ params, principal }) =>
    drive.progress(principal, params.id),
  );
  mountContract(app, tokenCheck, driveRoutes.pause, ({ params, principal }) =>
    drive.pause(principal, params.id),
  );
  mountContract(app, tokenCheck, driveRoutes.resume, ({ params, principal }) =>
    drive.resume(principal, params.id),
  );
  mountContract(app, tokenCheck, driveRoutes.cancel, async ({ params, principal }) => {
    await drive.discard(principal, params.id);
    return { ok: true as const };
  });
  mountContract(app, tokenCheck, driveRoutes.remove, async ({ params, principal }) => {
    await drive.discard(principal, params.uploadId);
    return { ok: true as const };
  });
  mountContract(app, tokenCheck, driveRoutes.link, ({ params, query, principal }) =>
    drive.mediaLink(principal, params.fileId, query.disposition),
  );
  mountContract(app, tokenCheck, driveRoutes.fileContents, ({ params, query, principal }) =>
    drive.fileContents(principal, params.id, query.layers),
  );
  mountContract(app, tokenCheck, driveRoutes.files, async ({ principal }) => ({
    files: await drive.listFiles(principal),
  }));

  mountContract(app, tokenCheck, driveRoutes.titleDraft, ({ params, body, principal }) =>
    drive.titleDraft(principal, params.directory, body.title),
  );
  mountContract(app, tokenCheck, driveRoutes.removeFolder, async ({ params, principal }) => {
    await drive.removeFolder(principal, params.folderId);
    return { ok: true as const };
  });

  registerDownloadRoutes(app, services);
}
