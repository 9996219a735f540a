import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest, openDatabase } from './db/connection.js';
import { demoAccounts, demoPassword, seedDemoData } from './db/seed.js';
import { schedulePruning } from './jobs/prune-expired.js';
import { outboxMailer, smtpMailer } from './integrations/email/mailer.js';
import { memoryRateLimiter, redisRateLimiter } from './integrations/rate-limit/rate-limiter.js';

// Entry point: config -> database -> migrate -> seed -> listen -> graceful shutdown.

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
// Lost connections go to the request log once the app exists; before that, to stderr.
let logLostConnection = (error: Error): void => {
  process.stderr.write(`database connection lost: ${error.message}\n`);
};
const { db, dialect } = openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  onConnectionError: (error) => logLostConnection(error),
});
await migrateToLatest(db);
const seeded = config.NODE_ENV !== 'production' && (await seedDemoData(db));

const mailer = config.SMTP_URL
  ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  : outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
const limiter = config.REDIS_URL ? redisRateLimiter(config.REDIS_URL) : memoryRateLimiter();
const webDir = fileURLToPath(new URL('../dist/web', import.meta.url));

const app = await buildApp({ config, db, mailer, limiter, webDir });
logLostConnection = (error) => app.log.error({ err: error }, 'database connection lost');
const stopPruning = schedulePruning(db, app.log);
app.addHook('onClose', async () => {
  stopPruning();
  await limiter.close();
  await mailer.close();
  await db.destroy();
});

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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking connections, finish the requests in flight, then release the database.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
