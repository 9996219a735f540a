import type { FastifyInstance } from 'fastify';
import { driveRoutes } from '../../../common/api/drive.js';
import type { Services } from '../../services.js';
import { registerDownloadRoutes } from './download-route.js';
import { registerUploadRoutes } from './uploads/upload-routes.js';

/** The Drive routes of docs/product.md §7: uploads, their controls, listings and downloads. */
export async function register(app: FastifyInstance, services: Services): Promise<void> {
  const { drive } = services;

  await registerUploadRoutes(app, services);

  app.contract(driveRoutes.progress, ({ params, principal }) =>
    drive.progress(principal, params.id),
  );
  app.contract(driveRoutes.pause, ({ params, principal }) => drive.pause(principal, params.id));
  app.contract(driveRoutes.resume, ({ params, principal }) => drive.resume(principal, params.id));
  app.contract(driveRoutes.cancel, async ({ params, principal }) => {
    await drive.discard(principal, params.id);
    return { ok: true as const };
  });
  app.contract(driveRoutes.remove, async ({ params, principal }) => {
    await drive.discard(principal, params.uploadId);
    return { ok: true as const };
  });
  app.contract(driveRoutes.link, ({ params, query, principal }) =>
    drive.mediaLink(principal, params.fileId, query.disposition),
  );
  app.contract(driveRoutes.fileContents, ({ params, query, principal }) =>
    drive.fileContents(principal, params.id, query.layers),
  );
  app.contract(driveRoutes.files, async ({ principal }) => ({
    files: await drive.listFiles(principal),
  }));

  app.contract(driveRoutes.titleDraft, ({ params, body, principal }) =>
    drive.titleDraft(principal, params.directory, body.title),
  );
  app.contract(driveRoutes.folderRemoval, ({ params, principal }) =>
    drive.checkFolderRemoval(principal, params.folderId),
  );
  app.contract(driveRoutes.removeFolder, async ({ params, principal }) => {
    await drive.removeFolder(principal, params.folderId);
    return { ok: true as const };
  });

  registerDownloadRoutes(app, services);
}
