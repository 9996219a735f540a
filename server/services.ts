import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenCheck } from './auth/current-principal.js';
import { accessRules } from './access/access.js';
import type { Config } from './config.js';
import type { PoolStats } from './db/postgres-pool.js';
import type { Database } from './db/schema.js';
import { currentAccount } from './features/accounts/accounts.public.js';
import { accountsRepository } from './features/accounts/accounts.repository.js';
import { accountsService, type AccountsDeps } from './features/accounts/accounts.service.js';
import { profileRepository } from './features/accounts/profile.repository.js';
import { profileService } from './features/accounts/profile.service.js';
import { attachChatSocket } from './features/chat/chat-socket.js';
import { systemMessenger, type SystemMessenger } from './features/chat/chat.public.js';
import { chatRepository } from './features/chat/chat.repository.js';
import { chatService, type ChatDeps } from './features/chat/chat.service.js';
import { gamesRepository } from './features/games/games.repository.js';
import { liveGamesNotifier } from './features/games/games-notifier.js';
import { gamesService } from './features/games/games.service.js';
import { ordersAssignedWork } from './features/orders/assigned-work.js';
import { extensionsService } from './features/orders/extensions.service.js';
import type { OrderNotifier } from './features/orders/order-notifier.js';
import { liveOrderNotifier } from './features/orders/order-notifier-live.js';
import { ordersRepository } from './features/orders/orders.repository.js';
import { ordersService } from './features/orders/orders.service.js';
import { paymentsRepository } from './features/payments/payments.repository.js';
import { paymentsService } from './features/payments/payments.service.js';
import { receiptSettings } from './features/payments/receipt-settings.js';
import { siteRepository } from './features/site/site.repository.js';
import { siteService } from './features/site/site.service.js';
import { teamsDirectory, type TeamsDirectory } from './features/teams/teams.public.js';
import { auditRepository } from './features/audit/audit.repository.js';
import type { AdminOverviewDeps } from './features/admin-overview/admin-overview-deps.js';
import type { PayoutsDeps } from './features/payouts/payouts-deps.js';
import { adminOverviewRepository } from './features/admin-overview/admin-overview.repository.js';
import { customerContextRepository } from './features/admin-overview/customer-context.repository.js';
import { staffRecordRepository } from './features/admin-overview/staff-record.repository.js';
import { teamsRepository } from './features/teams/teams.repository.js';
import { teamsService } from './features/teams/teams.service.js';
import { youtubeRepository } from './features/youtube/youtube.repository.js';
import { youtubeService } from './features/youtube/youtube.service.js';
import type { Mailer } from './integrations/email/mailer.js';
import { chooseGoogleClient } from './integrations/google/choose-client.js';
import { chooseVideoFacts } from './integrations/google/youtube-videos.js';
import { choosePaymentProvider } from './integrations/payments/choose-provider.js';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import type { DeadlineDeps } from './jobs/order-deadlines.js';
import { attachSocketServer } from './realtime/socket-server.js';
import { offsetClock, systemClock, type Clock } from './clock.js';
import { buildDrive, buildReview } from './services-files.js';

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
  const tokenCheck: TokenCheck = { jwtKey, accountOf: (uid) => currentAccount(db, uid) };
  const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(config.PUBLIC_URL);
  const secureCookies = config.PUBLIC_URL.startsWith('https://') || local;

  const sockets = attachSocketServer(app, { ...tokenCheck, config, limiter });

  const google = chooseGoogleClient(config, { jwtKey, now });
  const youtube = youtubeService({
    repo: youtubeRepository(db),
    google,
    limiter,
    publicUrl: config.PUBLIC_URL,
    log,
    now,
  });
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
    sessionEnded: sockets.sessions.sessionEnded,
  };
  const accounts = accountsService(accountDeps);

  const orderRepo = ordersRepository(db);
  const teamsRepo = teamsRepository(db);
  const teams = teamsService({
    repo: teamsRepo,
    work: ordersAssignedWork(orderRepo),
    now,
    hub: sockets.hub,
  });
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
  const { paymentChoice, payments } = buildPayments(deps, { notices: systemNotices, log, now });

  const orderNotifier: OrderNotifier =
    deps.orderNotifier ??
    liveOrderNotifier({
      db,
      mailer,
      realtime: sockets.hub,
      publicUrl: config.PUBLIC_URL,
      log,
      chat: systemNotices,
    });
  const orderRules = { db, notifier: orderNotifier, now: ordersNow };
  const deadlines: DeadlineDeps = { ...orderRules, log };

  const access = accessRules(db);
  const { storage, drive, media } = buildDrive(app, deps, { jwtKey, access, log, now });

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
    profile: buildProfile(accountDeps, db, storage, teamsDir),
    teams,
    paymentMode: paymentChoice.mode,
    payments,
    site,
    chat,
    access,
    drive,
    storage,
    media,
    ...buildReview(deps, { access, media, drive, jwtKey, now, orderRules, sockets, log }),
    deadlines,
    extensions: extensionsService(orderRules),
    orders: ordersService({ db, teams: teamsDir, drive, notifier: orderNotifier, now: ordersNow }),
    games: buildGames(deps, { log, now, chat: systemNotices }),
    limiter,
    auditLog: auditRepository(db),
    adminOverview: buildAdminOverview(db, teamsDir, { now, ordersNow }),
    payouts: { db, now } satisfies PayoutsDeps,
  };
}

/** The Admin's overview, staff records and customer context, on both clocks. */
function buildAdminOverview(
  db: AppDeps['db'],
  staff: AdminOverviewDeps['staff'],
  clocks: Pick<AdminOverviewDeps, 'now' | 'ordersNow'>,
): AdminOverviewDeps {
  return {
    repo: adminOverviewRepository(db),
    records: staffRecordRepository(db),
    customers: customerContextRepository(db),
    staff,
    ...clocks,
  };
}

/** Payments on Stripe or the sandbox; Affiliates hear of their commissions through `notices`. */
function buildPayments(
  deps: AppDeps,
  rest: Pick<Parameters<typeof paymentsService>[0], 'notices' | 'log' | 'now'>,
) {
  const paymentChoice = choosePaymentProvider(deps.config);
  const payments = paymentsService({
    repo: paymentsRepository(deps.db),
    provider: paymentChoice.provider,
    mode: paymentChoice.mode,
    publicUrl: deps.config.PUBLIC_URL,
    limiter: deps.limiter,
    receipts: receiptSettings(deps.config),
    ...rest,
  });
  return { paymentChoice, payments };
}

/** The chat service and its socket events, on the socket server every feature pushes through. */
function buildChat(
  deps: AppDeps,
  rest: Pick<ChatDeps, 'teams' | 'now'> & {
    sockets: ReturnType<typeof attachSocketServer>;
    log: FastifyInstance['log'];
  },
) {
  const chat = chatService({
    repo: chatRepository(deps.db),
    teams: rest.teams,
    now: rest.now,
    replyWithin: deps.config.SUPPORT_REPLY_WITHIN,
    hub: rest.sockets.hub,
  });
  const { io, redis } = rest.sockets;
  const chatSocket = attachChatSocket(io, { service: chat, log: rest.log, redis, now: rest.now });
  return { chat, chatSocket };
}

/** Games, with YouTube's facts of promotion videos and the partners' review notices. */
function buildGames(
  deps: AppDeps,
  rest: { log: FastifyInstance['log']; now: Clock; chat: SystemMessenger },
) {
  const repo = gamesRepository(deps.db);
  return gamesService({
    repo,
    now: rest.now,
    log: rest.log,
    videos: chooseVideoFacts(deps.config),
    notifier: liveGamesNotifier({
      emailsOf: repo.emailsOf,
      mailer: deps.mailer,
      chat: rest.chat,
      publicUrl: deps.config.PUBLIC_URL,
      log: rest.log,
    }),
  });
}

/** What a user changes about themselves, with the accounts' dependencies and the picture store. */
function buildProfile(
  accountDeps: AccountsDeps,
  db: AppDeps['db'],
  storage: FileStorage,
  teamsDir: TeamsDirectory,
) {
  return profileService({
    ...accountDeps,
    repo: { ...accountDeps.repo, ...profileRepository(db) },
    storage,
    teamRolesOf: (uid) => teamsDir.clientsOf(uid),
  });
}

/** The app's services, built once by buildServices. */
export type Services = ReturnType<typeof buildServices>;
