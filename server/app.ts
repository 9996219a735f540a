import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { AppError } from './errors.js';
import { accountsRepository } from './features/accounts/accounts.repository.js';
import { accountsRoutes } from './features/accounts/accounts.routes.js';
import { accountsService } from './features/accounts/accounts.service.js';
import { driveRepository } from './features/drive/drive.repository.js';
import { registerDriveRoutes } from './features/drive/drive.routes.js';
import { driveService, type DriveDeps } from './features/drive/drive.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { paymentsRepository } from './features/payments/payments.repository.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { paymentsService } from './features/payments/payments.service.js';
import { noAssignedWork } from './features/teams/assigned-work.js';
import { teamsRepository } from './features/teams/teams.repository.js';
import { teamsRoutes } from './features/teams/teams.routes.js';
import { teamsService } from './features/teams/teams.service.js';
import { siteRepository } from './features/site/site.repository.js';
import { siteRoutesPlugin } from './features/site/site.routes.js';
import { siteService } from './features/site/site.service.js';
import { installErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logging.js';
import { securityHeadersFor } from './http/security-headers.js';
import type { Mailer } from './integrations/email/mailer.js';
import { choosePaymentProvider } from './integrations/payments/choose-provider.js';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import { localDiskStorage } from './integrations/storage/local-disk-storage.js';
import { scheduleUploadPruning } from './jobs/prune-stale-uploads.js';

/** The drive's pluggable access checks (see DriveDeps). */
export type DriveAccess = Pick<DriveDeps, 'extraAccess' | 'extraOrderIds' | 'orderTitles'>;

/** Everything the app needs that touches the outside world; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where uploaded files live; local disk under DATA_DIR/files by default. */
  storage?: FileStorage;
  /**
   * Who may read a drive file beyond its folder owner, uploader and Admins (the Orders feature:
   * an order's Partner and assigned staff), and which orders' files each user sees.
   */
  driveAccess?: DriveAccess;
  /** Folder of the built web app; served with an SPA fallback when present. */
  webDir?: string;
  now?: () => Date;
  /** Where logs go instead of stdout; tests read them. */
  logStream?: NodeJS.WritableStream;
};

/** The Fastify instance without listen(): main.ts starts it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Drive folder names are up to 100 characters, which URL-encode to far more than 100 bytes.
    routerOptions: { maxParamLength: 1024 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const payments = choosePaymentProvider(config);
  app.addHook('onSend', securityHeadersFor({ allowStripe: payments.mode === 'stripe' }));
  await app.register(fastifyCookie);

  const jwtKey = new TextEncoder().encode(config.JWT_SECRET);
  const service = accountsService({
    repo: accountsRepository(deps.db),
    mailer: deps.mailer,
    limiter: deps.limiter,
    jwtKey,
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
    authRateLimit: config.AUTH_RATE_LIMIT,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.PUBLIC_URL);
  accountsRoutes(app, {
    service,
    jwtKey,
    secureCookies: config.PUBLIC_URL.startsWith('https://') || local,
  });
  healthRoutes(app, { db: deps.db, jwtKey });
  // Teams: other services read teams through `teams` (see TeamsDirectory). Orders replaces
  // noAssignedWork with its own source of assigned work for the Staff Scheduler.
  const teams = teamsService({
    repo: teamsRepository(deps.db),
    work: noAssignedWork,
    ...(deps.now ? { now: deps.now } : {}),
  });
  teamsRoutes(app, { service: teams, jwtKey });

  if (payments.mode === 'disabled')
    app.log.warn('checkout is closed: set STRIPE_SECRET_KEY (or ALLOW_SANDBOX_PAYMENTS=true)');
  await paymentsRoutes(app, {
    jwtKey,
    service: paymentsService({
      repo: paymentsRepository(deps.db),
      provider: payments.provider,
      mode: payments.mode,
      publicUrl: config.PUBLIC_URL,
      log: app.log,
      ...(deps.now ? { now: deps.now } : {}),
    }),
  });

  siteRoutesPlugin(app, {
    jwtKey,
    service: siteService({
      repo: siteRepository(deps.db),
      mailer: deps.mailer,
      limiter: deps.limiter,
      supportEmail: config.SUPPORT_EMAIL,
      log: app.log,
      ...(deps.now ? { now: deps.now } : {}),
    }),
  });

  // Who may read a drive file beyond its owner, uploader and Admins. The Orders feature, built
  // after drive because it calls drive, sets these (an order's Partner and assigned staff).
  const driveAccess: DriveAccess = { ...deps.driveAccess };
  const drive = driveService({
    repo: driveRepository(deps.db),
    storage: deps.storage ?? localDiskStorage(path.join(config.DATA_DIR, 'files')),
    maxBytes: { video: config.UPLOAD_MAX_VIDEO_BYTES, image: config.UPLOAD_MAX_IMAGE_BYTES },
    linkSecret: jwtKey,
    log: app.log,
    extraAccess: async (principal, files) =>
      driveAccess.extraAccess ? driveAccess.extraAccess(principal, files) : new Set<string>(),
    extraOrderIds: async (principal) =>
      driveAccess.extraOrderIds ? driveAccess.extraOrderIds(principal) : [],
    orderTitles: async (ids) => (driveAccess.orderTitles ? driveAccess.orderTitles(ids) : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await registerDriveRoutes(app, {
    service: drive,
    jwtKey,
    maxImageBytes: config.UPLOAD_MAX_IMAGE_BYTES,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const stopUploadPruning = scheduleUploadPruning(drive, app.log);
  app.addHook('onClose', async () => stopUploadPruning());

  const webDir = deps.webDir;
  const hasWeb = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  // The lean build of the home page (vite.config.ts), served for `/` when the build made it.
  const hasLanding = hasWeb && existsSync(path.join(webDir, 'landing.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (vite.config.ts); send those as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        // The body depends on Accept-Encoding (preCompressed), so shared caches must key on it.
        res.setHeader('vary', 'accept-encoding');
        // Vite fingerprints assets, so they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasWeb) {
      // Client-side routes: the SPA decides what exists, including its own 404 page.
      const home = request.url === '/' || request.url.startsWith('/?');
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(home && hasLanding ? 'landing.html' : 'index.html');
    }
    return reply.status(404).send(new AppError('not_found').toBody());
  });
  return app;
}
