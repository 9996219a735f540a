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
import { gamesRepository } from './features/games/games.repository.js';
import { gamesRoutes } from './features/games/games.routes.js';
import { gamesService } from './features/games/games.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { ordersAssignedWork } from './features/orders/assigned-work.js';
import { orderDriveAccess } from './features/orders/drive-access.js';
import { ordersRepository } from './features/orders/orders.repository.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { ordersService } from './features/orders/orders.service.js';
import { paymentsRepository } from './features/payments/payments.repository.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { paymentsService } from './features/payments/payments.service.js';
import { teamsRepository } from './features/teams/teams.repository.js';
import { teamsRoutes } from './features/teams/teams.routes.js';
import { teamsService } from './features/teams/teams.service.js';
import { siteRepository } from './features/site/site.repository.js';
import { youtubeRepository } from './features/youtube/youtube.repository.js';
import { youtubeRoutesPlugin } from './features/youtube/youtube.routes.js';
import { youtubeService } from './features/youtube/youtube.service.js';
import { siteRoutesPlugin } from './features/site/site.routes.js';
import { siteService } from './features/site/site.service.js';
import { installErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logging.js';
import { securityHeadersFor } from './http/security-headers.js';
import type { Mailer } from './integrations/email/mailer.js';
import { chooseGoogleClient } from './integrations/google/choose-client.js';
import { choosePaymentProvider } from './integrations/payments/choose-provider.js';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import { localDiskStorage } from './integrations/storage/local-disk-storage.js';
import { scheduleUploadPruning } from './jobs/prune-stale-uploads.js';
import { runOrderDeadlines, scheduleOrderDeadlines } from './jobs/order-deadlines.js';
import { extensionsRoutes } from './features/orders/extensions.routes.js';
import { extensionsService } from './features/orders/extensions.service.js';
import type { OrderNotifier } from './features/orders/order-notifier.js';
import { liveOrderNotifier } from './features/orders/order-notifier-live.js';
import { revisionsRoutes } from './features/orders/revisions.routes.js';
import { revisionsService } from './features/orders/revisions.service.js';
import { offsetClock, testClockRoutes } from './features/orders/test-clock.js';
import { attachSocketServer } from './realtime/socket-server.js';
import { attachChatSocket, systemMessenger } from './features/chat/chat-socket.js';
import { chatRepository } from './features/chat/chat.repository.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { chatService } from './features/chat/chat.service.js';

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
  /** How order events reach people; the live notifier (e-mail, realtime, order_events) by default. */
  orderNotifier?: OrderNotifier;
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
  const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.PUBLIC_URL);
  const secureCookies = config.PUBLIC_URL.startsWith('https://') || local;

  // ---- YouTube eligibility (issue 9, docs/decisions/007-youtube-eligibility.md): Google or the
  // sandbox, the channel check's routes, and `completeResult`, which the accounts service calls
  // for the hash /join/verify/return posts.
  const google = chooseGoogleClient(config, { jwtKey, ...(deps.now ? { now: deps.now } : {}) });
  if (google.mode === 'disabled')
    app.log.warn('new Partners cannot verify their channel: set GOOGLE_CLIENT_ID');
  const youtube = youtubeService({
    repo: youtubeRepository(deps.db),
    google,
    limiter: deps.limiter,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  youtubeRoutesPlugin(app, { service: youtube, jwtKey, secureCookies });
  // ---- end of YouTube eligibility.

  const service = accountsService({
    repo: accountsRepository(deps.db),
    mailer: deps.mailer,
    limiter: deps.limiter,
    jwtKey,
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
    authRateLimit: config.AUTH_RATE_LIMIT,
    log: app.log,
    channelResults: youtube.completeResult,
    ...(deps.now ? { now: deps.now } : {}),
  });
  accountsRoutes(app, { service, jwtKey, secureCookies });
  healthRoutes(app, { db: deps.db, jwtKey });
  // Teams: other services read teams through `teams` (see TeamsDirectory). The Staff
  // Scheduler's assigned work is read from orders.
  const orders = ordersRepository(deps.db);
  const teams = teamsService({
    repo: teamsRepository(deps.db),
    work: ordersAssignedWork(orders),
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

  // ---- Orders, part 1 (branch orders-deadlines): the orders clock, the socket server, the order
  // notifier, extensions, revisions and the deadline job. The order service (place, fulfil, lists,
  // pass-off) uses `ordersNow`, `realtime` and `orderNotifier` from here.
  // With E2E_CLOCK the orders clock runs ahead by what POST /api/test/clock added.
  const testClock = config.E2E_CLOCK ? offsetClock(deps.now) : undefined;
  const ordersNow: () => Date = testClock?.now ?? deps.now ?? (() => new Date());
  const { io, hub: realtime } = attachSocketServer(app, { jwtKey, redisUrl: config.REDIS_URL });

  // ---- Chat (issue 8): messages, history and catch-up routes, the chat's socket events and
  // presence on the socket server above, and System messages that the order notifier posts.
  const chat = chatService({
    repo: chatRepository(deps.db),
    teams,
    ...(deps.now ? { now: deps.now } : {}),
  });
  chatRoutes(app, { service: chat, jwtKey });
  const chatSocket = attachChatSocket(io, { service: chat, log: app.log });
  const systemMessages = systemMessenger(chat, chatSocket.deliver);
  // ---- end of Chat.

  const orderNotifier: OrderNotifier =
    deps.orderNotifier ??
    liveOrderNotifier({
      db: deps.db,
      mailer: deps.mailer,
      realtime,
      publicUrl: config.PUBLIC_URL,
      log: app.log,
      chat: systemMessages,
    });
  const orderRules = { db: deps.db, notifier: orderNotifier, now: ordersNow };
  extensionsRoutes(app, { jwtKey, service: extensionsService(orderRules) });
  revisionsRoutes(app, { jwtKey, service: revisionsService(orderRules) });
  const deadlineJob = { ...orderRules, log: app.log };
  const stopOrderDeadlines = scheduleOrderDeadlines(deadlineJob);
  app.addHook('onClose', async () => stopOrderDeadlines());
  if (testClock)
    testClockRoutes(app, {
      jwtKey,
      clock: testClock,
      runDeadlines: () => runOrderDeadlines(deadlineJob),
    });
  // ---- end of Orders, part 1.

  // Who may read a drive file beyond its owner, uploader and Admins: an order's Partner and
  // staff (the Orders feature), unless a test stands in its own hooks.
  const driveAccess: DriveAccess = { ...orderDriveAccess(orders), ...deps.driveAccess };
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

  // Orders: built after drive and teams, which it calls.
  ordersRoutes(app, {
    jwtKey,
    service: ordersService({
      db: deps.db,
      teams,
      drive,
      notifier: orderNotifier,
      now: ordersNow,
    }),
  });
  app.addHook('onClose', async () => stopUploadPruning());

  // ---- Games (issue 10): partnerships, the Ownership Booster and the monthly review, under
  // /api/games/… (docs/ownership.md).
  gamesRoutes(app, {
    jwtKey,
    service: gamesService({
      repo: gamesRepository(deps.db),
      ...(deps.now ? { now: deps.now } : {}),
    }),
  });
  // ---- end of Games.

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
