import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { listenForAccountChanges } from './db/account-changes.js';
import { openDatabase } from './db/connection.js';
import { demoAccounts, demoPassword, seedDemoFiles } from './db/seed.js';
import { DatabaseUnreachable, prepareWhenReachable } from './db/startup.js';
import { closeKeepAliveOnShutdown } from './http/close-keep-alive.js';
import { systemClock } from './clock.js';
import { schedulePruning } from './jobs/prune-expired.js';
import { outboxMailer, smtpMailer } from './integrations/email/mailer.js';
import { memoryRateLimiter, redisRateLimiter } from './integrations/rate-limit/rate-limiter.js';
import { chooseStorage } from './integrations/storage/choose-storage.js';

// Entry point: config -> database -> migrate -> seed -> app -> demo files -> listen -> graceful
// shutdown.

/** How long a shutdown may take before the process gives up on what is left and exits 1. */
const shutdownLimitMs = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Until the app's logger exists, outside events go to stderr; afterwards to the request log.
type OutsideLog = {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
};
const stderrLog: OutsideLog = {
  warn: (fields, message) => void process.stderr.write(`${message} ${JSON.stringify(fields)}\n`),
  info: (fields, message) => void process.stderr.write(`${message} ${JSON.stringify(fields)}\n`),
};
let log: OutsideLog = stderrLog;
const database = openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onConnectionError: (error) => log.warn({ err: error }, 'database connection lost'),
});
const { db, dialect } = database;
const seeded = await prepareWhenReachable(database, {
  seed: config.NODE_ENV !== 'production',
  log: (line) => console.error(line),
}).catch((error: unknown) => {
  // A database that never answered ends the start with one line, not a driver's stack.
  if (!(error instanceof DatabaseUnreachable)) throw error;
  console.error(error.message);
  process.exit(1);
});

const mailer = config.SMTP_URL
  ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  : outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
// Redis may be down, now or later: the limiter counts in this process meanwhile and says so once.
const limiter = config.REDIS_URL
  ? redisRateLimiter(config.REDIS_URL, undefined, ({ connected, error }) =>
      connected
        ? log.info({}, 'redis reachable: rate limits are shared again')
        : log.warn(
            { err: error },
            'redis unreachable: rate limits count in this process until it is back',
          ),
    )
  : memoryRateLimiter();
const webDir = fileURLToPath(new URL('../dist/web', import.meta.url));

// On PostgreSQL each instance hears the account changes the database announces (decision 095).
const accountChanges = config.DATABASE_URL
  ? listenForAccountChanges(config.DATABASE_URL, {
      warn: (fields, message) => log.warn(fields, message),
      info: (fields, message) => log.info(fields, message),
    })
  : undefined;
// Built here rather than by the app, so the demo's files can be stored before the port opens.
const storage = chooseStorage(config);
const app = await buildApp({
  config,
  db,
  mailer,
  limiter,
  storage,
  webDir,
  ...(database.poolStats ? { poolStats: database.poolStats } : {}),
  ...(accountChanges ? { accountChanges } : {}),
});
log = app.log;
closeKeepAliveOnShutdown(app);
const stopPruning = schedulePruning(db, app.log, systemClock);
app.addHook('onClose', async () => {
  stopPruning();
  await accountChanges?.close();
  await limiter.close();
  await mailer.close();
  await db.destroy();
});

// Only on the start that just created the demo data; a clip that cannot be made is logged, and
// the server starts all the same.
if (seeded)
  await seedDemoFiles({
    db,
    storage,
    enabled: config.MEDIA_TOOLS === 'auto',
    log: app.log,
  }).catch((err: unknown) => app.log.warn({ err }, 'the demo files could not be stored'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  { database: dialect, mail: mailer.kind, rateLimits: config.REDIS_URL ? 'redis' : 'memory' },
  'Crewcast is ready',
);
if (config.NODE_ENV !== 'production') {
  console.info(
    `\nCrewcast is running on ${config.PUBLIC_URL}` +
      `${seeded ? ' (demo data created)' : ''}\nDemo accounts (password '${demoPassword}'): ` +
      `${demoAccounts.map((a) => `${a.username} (${a.accountType})`).join(', ')}\n` +
      (mailer.kind === 'outbox'
        ? `E-mail is written to ${path.join(config.DATA_DIR, 'outbox')} (no SMTP_URL set).\n`
        : ''),
  );
}

/**
 * app.close() runs, in order:
 * 1. the `preClose` hooks: readiness starts answering 503, answers still to be sent say
 *    `Connection: close`, and the realtime server ends its sockets (telling clients to reconnect,
 *    to another instance if need be), and the drive gives upload PATCHes and downloads still
 *    streaming 2 s before it cuts them (what was stored stays; the client resumes elsewhere) — a
 *    feature that must act before the port closes adds a preClose hook of its own here, not in
 *    this file; requests that still arrive meanwhile are answered, with `Connection: close`;
 * 2. the listener stops, requests in flight run to their end, and each keep-alive connection
 *    closes as soon as it is idle;
 * 3. the `onClose` hooks: jobs stop, then Redis, mail and the database are released.
 * Exit 0 once that is done; exit 1 if it has not finished within shutdownLimitMs.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error({ limitMs: shutdownLimitMs }, 'shutdown took too long; exiting anyway');
    process.exit(1);
  }, shutdownLimitMs);
  force.unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info({ signal }, 'shut down');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
