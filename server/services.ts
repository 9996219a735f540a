import { buildAdminOverview } from './features/admin-overview/admin-overview.wiring.js';
import { buildProfile } from './features/accounts/profile.wiring.js';
import { buildChat } from './features/chat/chat.wiring.js';
import { buildGames } from './features/games/games.wiring.js';
import { buildPayments } from './features/payments/payments.wiring.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { accessRules, type AccessRules } from './access/access.js';
import type { Config } from './config.js';
import type { PoolStats } from './db/postgres-pool.js';
import type { Database } from './db/schema.js';
import { accountsRepository } from './features/accounts/accounts.repository.js';
import { accountsService, type AccountsDeps } from './features/accounts/accounts.service.js';
import { systemMessenger } from './features/chat/chat.public.js';
import { ordersAssignedWork } from './features/orders/assigned-work.js';
import { extensionsService } from './features/orders/extensions.service.js';
import type { OrderNotifier } from './features/orders/order-notifier.js';
import { ordersRepository } from './features/orders/orders.repository.js';
import { ordersService } from './features/orders/orders.service.js';
import { siteRepository } from './features/site/site.repository.js';
import { siteService } from './features/site/site.service.js';
import { teamsDirectory } from './features/teams/teams.public.js';
import { auditRepository } from './features/audit/audit.repository.js';
import { auditService } from './features/audit/audit.service.js';
import { payoutsService } from './features/payouts/payouts.service.js';
import { teamsRepository } from './features/teams/teams.repository.js';
import { teamsService } from './features/teams/teams.service.js';
import { youtubeRepository } from './features/youtube/youtube.repository.js';
import { youtubeService } from './features/youtube/youtube.service.js';
import type { Mailer } from './integrations/email/mailer.js';
import { chooseGoogleClient } from './integrations/google/choose-client.js';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import type { AccountChanges } from './db/account-changes.js';
import type { DeadlineDeps } from './jobs/order-deadlines.js';
import { attachSocketServer } from './realtime/socket-server.js';
import { offsetClock, systemClock, type Clock } from './clock.js';
import { buildDrive } from './features/drive/drive.wiring.js';
import { buildMedia } from './features/media/media.wiring.js';
import { revisionsService } from './features/orders/revisions.service.js';
import { gatherOpenNotes } from './features/review/review.public.js';
import { buildReview } from './features/review/review.wiring.js';
import { buildPublishing } from './features/publishing/publishing.wiring.js';
import { buildReviewVersions } from './features/review-versions/review-versions.wiring.js';
import { chooseStorage } from './integrations/storage/choose-storage.js';
import { buildTokenCheck } from './services-auth.js';
import { buildOrderNotices } from './services-notices.js';

/** Everything the app needs that touches the outside world; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where uploaded files live; local disk under DATA_DIR/files by default. */
  storage?: FileStorage;
  /** Folder of the built web app; served with an SPA fallback when present. */
  webDir?: string;
  /** The process's one clock, which every feature and job reads; the wall clock by default. */
  now?: Clock;
  /** How order events reach people; the live notifier (e-mail, realtime, order_events) by default. */
  orderNotifier?: OrderNotifier;
  /** Where logs go instead of stdout; tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The PostgreSQL pool's counts, for /metrics. */
  poolStats?: () => PoolStats;
  /**
   * The account changes PostgreSQL announces, heard by this instance so it can hold accounts
   * between requests; without them (SQLite) every authenticated request reads its account.
   */
  accountChanges?: AccountChanges;
};

/**
 * Builds every service of the app once, each from the services it calls, so a feature's routes
 * only pick what they need. The socket server is attached to `app`'s HTTP server here because
 * the chat and the order notifier push through it.
 */
export function buildServices(app: FastifyInstance, deps: AppDeps) {
  const { config, db, mailer, limiter } = deps;
  const log = app.log;
  const now: Clock = deps.now ?? systemClock;
  // Orders alone run on the end-to-end test clock, a wrapper of the process clock, so a browser
  // test can pass a due time without also expiring its own session.
  const testClock = config.E2E_CLOCK ? offsetClock(now) : undefined;
  const ordersNow: Clock = testClock ? testClock.now : now;

  const jwtKey = new TextEncoder().encode(config.JWT_SECRET);
  const { tokenCheck, readAccount, sessionHooks } = buildTokenCheck(deps, jwtKey);
  const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.PUBLIC_URL);
  const secureCookies = config.PUBLIC_URL.startsWith('https://') || local;

  const sockets = attachSocketServer(app, { jwtKey, accountOf: readAccount, config, limiter });

  const { google, youtube } = buildYoutube(deps, { jwtKey, log, now });
  const accountDeps: AccountsDeps = {
    repo: accountsRepository(db),
    mailer,
    limiter,
    jwtKey,
    publicUrl: config.PUBLIC_URL,
    supportEmail: config.SUPPORT_EMAIL,
    authRateLimit: config.AUTH_RATE_LIMIT,
    log,
    channelResults: youtube.completeResult,
    now,
    ...sessionHooks(sockets.sessions.sessionEnded),
  };
  const accounts = accountsService(accountDeps);

  const orderRepo = ordersRepository(db);
  const teamsRepo = teamsRepository(db);
  // The lookups Chat and Orders make of teams, without the routes' permission checks.
  const teamsDir = teamsDirectory({ repo: teamsRepo, now });

  const site = siteService({
    repo: siteRepository(db),
    mailer,
    limiter,
    supportEmail: config.SUPPORT_EMAIL,
    log,
    now,
  });

  const { chat, chatSocket } = buildChat(deps, { teams: teamsDir, now, sockets, log });
  const systemNotices = systemMessenger(chat, chatSocket.deliver);
  const teams = teamsService({
    repo: teamsRepo,
    work: ordersAssignedWork(orderRepo),
    now,
    hub: sockets.hub,
    log,
  });
  const { paymentChoice, payments } = buildPayments(deps, { notices: systemNotices, log, now });

  const notices = buildOrderNotices(app, deps, { realtime: sockets.hub, chat: systemNotices, now });
  const orderNotifier = notices.orderNotifier;
  const orderRules = { db, notifier: orderNotifier, now: ordersNow };
  const deadlines: DeadlineDeps = { ...orderRules, notifier: notices.deadlineNotifier, log };

  const access = accessRules(db);
  const { linkOpen, ...files } = buildFiles(app, deps, { access, jwtKey, log, now });

  return {
    config,
    db,
    io: sockets.io,
    socketTickets: sockets.tickets,
    log,
    now,
    testClock,
    jwtKey,
    tokenCheck,
    secureCookies,
    google,
    youtube,
    accounts,
    profile: buildProfile(accountDeps, db, files.storage, teamsDir),
    teams,
    paymentMode: paymentChoice.mode,
    payments,
    site,
    chat,
    /** Posts System chat messages and pushes them to their readers at once. */
    systemNotices,
    access,
    ...files,
    review: buildReview({
      orderRules,
      guests: { secret: jwtKey, now, linkOpen },
      stills: (fileId, frames) => files.media.frameStills(fileId, frames),
      sockets,
      log,
    }),
    revisions: revisionsService({ ...orderRules, gatherNotes: gatherOpenNotes }),
    deadlines,
    mailOutbox: notices.mailOutbox,
    extensions: extensionsService(orderRules),
    orders: ordersService({
      db,
      teams: teamsDir,
      drive: files.drive,
      notifier: orderNotifier,
      now: ordersNow,
    }),
    games: buildGames(deps, { log, now, chat: systemNotices }),
    limiter,
    audit: auditService(auditRepository(db)),
    adminOverview: buildAdminOverview(db, teamsDir, { now, ordersNow }),
    payouts: payoutsService({ db, now }),
    publishing: buildPublishing({ db, config, access, storage: files.storage, log, now }),
  };
}

/** Google's client (sign-in, consents) and the YouTube account checks made with it. */
function buildYoutube(
  deps: AppDeps,
  rest: { jwtKey: Uint8Array; log: FastifyInstance['log']; now: Clock },
) {
  const { config, db, limiter } = deps;
  const google = chooseGoogleClient(config, { jwtKey: rest.jwtKey, now: rest.now });
  const youtube = youtubeService({
    repo: youtubeRepository(db),
    google,
    limiter,
    publicUrl: config.PUBLIC_URL,
    log: rest.log,
    now: rest.now,
  });
  return { google, youtube };
}

/**
 * Files and what is read of them: where their bytes live, the media job, the drive (which tells
 * the media job of each finished upload), and the versions of orders with their guest links.
 */
function buildFiles(
  app: FastifyInstance,
  deps: AppDeps,
  rest: { access: AccessRules; jwtKey: Uint8Array; log: FastifyInstance['log']; now: Clock },
) {
  const { db, config, limiter } = deps;
  const { access, jwtKey, now } = rest;
  const storage = deps.storage ?? chooseStorage(config);
  const media = buildMedia({ db, config, storage, ...rest });
  const drive = buildDrive(app, { db, config, storage, ...rest, onFinished: media.kick });
  const versions = buildReviewVersions({ db, limiter, access, media, drive, now, secret: jwtKey });
  return { storage, media, drive, ...versions };
}

/** The app's services, built once by buildServices. */
export type Services = ReturnType<typeof buildServices>;
