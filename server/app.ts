import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { readingSameFile } from './db/compiled-read.js';
import { withLogContext } from './observability/log-context.js';
import { checkReadiness } from './features/health/readiness.js';
import { installMetrics, type Metrics } from './observability/metrics.js';
import * as accounts from './features/accounts/accounts.routes.js';
import * as chat from './features/chat/chat.routes.js';
import * as drive from './features/drive/drive.routes.js';
import * as games from './features/games/games.routes.js';
import * as health from './features/health/health.routes.js';
import * as orders from './features/orders/orders.routes.js';
import * as payments from './features/payments/payments.routes.js';
import * as site from './features/site/site.routes.js';
import * as teams from './features/teams/teams.routes.js';
import * as youtube from './features/youtube/youtube.routes.js';
import * as socketTicket from './realtime/socket-ticket.routes.js';
import * as media from './features/media/media.routes.js';
import * as reviewVersions from './features/review-versions/review-versions.routes.js';
import * as adminOverview from './features/admin-overview/admin-overview.routes.js';
import * as audit from './features/audit/audit.routes.js';
import * as payouts from './features/payouts/payouts.routes.js';
import * as publishing from './features/publishing/publishing.routes.js';
import * as review from './features/review/review.routes.js';
import { installContractRoutes } from './http/contract-route.js';
import { installErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logging.js';
import { responseSerializerCompiler, responseSerializerOf } from './http/response-serializer.js';
import { installSecurityHeaders, securityHeaderOptions } from './http/security-headers.js';
import { serveWebApp } from './http/web-app.js';
import { scheduleChatDigest } from './jobs/chat-digest.js';
import { scheduleReviewDigest } from './jobs/review-digest.js';
import { scheduleOrderDeadlines } from './jobs/order-deadlines.js';
import { scheduleMailOutbox } from './jobs/mail-outbox.js';
import { scheduleDraftPruning } from './jobs/prune-drafts.js';
import { scheduleFileDigests, scheduleUploadPruning } from './jobs/prune-stale-uploads.js';
import { scheduleVacationWindows } from './jobs/vacation-windows.js';
import { scheduleFigureReads, schedulePublishing } from './jobs/publishing.js';
import { buildServices, type AppDeps, type Services } from './services.js';

export type { AppDeps } from './services.js';

/** Each feature mounts its own routes from the services it needs. */
const features: Array<{ register(app: FastifyInstance, services: Services): unknown }> = [
  health,
  accounts,
  youtube,
  teams,
  payments,
  site,
  chat,
  orders,
  drive,
  media,
  reviewVersions,
  games,
  adminOverview,
  audit,
  payouts,
  publishing,
  review,
  socketTicket,
];

/** The Fastify instance without listen(): main.ts starts it, tests inject into it. */
/** Gives /metrics the readiness report, the shutdown and the database pool's counts. */
function watchReadiness(
  app: FastifyInstance,
  metrics: Metrics,
  services: Services,
  pool: AppDeps['poolStats'],
): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  metrics.watchReadiness({
    check: () =>
      checkReadiness({
        db: services.db,
        limiter: services.limiter,
        dataDir: services.config.DATA_DIR,
        bucket: services.config.S3_BUCKET ? () => services.storage.check() : undefined,
        shuttingDown: () => closing,
      }),
    ...(pool ? { pool } : {}),
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logStream),
    // Trusts the TRUST_PROXY nearest hops (0: none), as Fastify reads a number of hops.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Drive folder names are up to 100 characters, which URL-encode to far more than 100 bytes.
    routerOptions: { maxParamLength: 1024 },
    // While closing, a request that still reaches this instance (over a balancer's open
    // connection, before its health check has noticed) is served, with `Connection: close`,
    // rather than refused with a bare 503: everything it needs stays open until the port closes.
    return503OnClosing: false,
    // Unique across instances and restarts, so a request id found in the audit log or a socket
    // event's logs leads to one request.
    genReqId: () => randomUUID(),
  });
  // Everything a request runs (its use cases, its audit rows) can read its id and address.
  app.addHook('onRequest', (request, _reply, done) =>
    withLogContext({ requestId: request.id, ip: request.ip }, done),
  );
  app.setSerializerCompiler(responseSerializerCompiler(responseSerializerOf(config)));
  installErrorHandler(app);
  await app.register(fastifyCookie);

  const metrics = config.METRICS_TOKEN ? installMetrics(app, config.METRICS_TOKEN) : undefined;
  // The metrics' ledger counter looks at inserts only, so compiled reads may skip it.
  const db = metrics ? readingSameFile(deps.db, metrics.observe(deps.db)) : deps.db;
  const services = buildServices(app, { ...deps, db });
  metrics?.watchSockets(services.io);
  if (deps.accountChanges) metrics?.watchAccountChanges(deps.accountChanges);
  if (metrics) watchReadiness(app, metrics, services, deps.poolStats);
  installContractRoutes(app, services.tokenCheck);
  const headers = securityHeaderOptions({
    allowStripe: services.paymentMode === 'stripe',
    https: config.PUBLIC_URL.startsWith('https://'),
  });
  installSecurityHeaders(app, '/socket.io/', headers);
  if (services.google.mode === 'disabled')
    app.log.warn('new Partners cannot verify their channel: set GOOGLE_CLIENT_ID');

  for (const feature of features) await feature.register(app, services);

  const stopJobs = [
    scheduleOrderDeadlines(services.deadlines),
    scheduleMailOutbox(services.mailOutbox, deps.mailer, app.log),
    scheduleUploadPruning(services.drive, app.log),
    scheduleFileDigests(services.drive, app.log),
    scheduleDraftPruning(services.drive, app.log),
    scheduleChatDigest(
      services.chat,
      { mailer: deps.mailer, publicUrl: services.config.PUBLIC_URL, secret: services.jwtKey },
      app.log,
    ),
    scheduleVacationWindows(services.teams, app.log),
    scheduleReviewDigest(services.review, app.log),
    services.media.schedule(),
    ...(config.YOUTUBE_UPLOAD_JOB === 'on'
      ? [
          schedulePublishing(services.publishing, app.log, config.YOUTUBE_UPLOAD_LEASE_MS),
          scheduleFigureReads(services.publishing, app.log),
        ]
      : []),
  ];
  app.addHook('onClose', async () => {
    stopJobs.forEach((stop) => stop());
    await services.publishing.stop();
  });

  await serveWebApp(app, deps.webDir);
  return app;
}
