import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { listenForAccountChanges, type AccountChanges } from '../db/account-changes.js';
import { migrateToLatest, openDatabase, type Dialect } from '../db/connection.js';
import { databaseUrl } from './database-template.js';
import { currentLogContext } from '../observability/log-context.js';
import type { PoolLimits } from '../db/postgres-pool.js';
import type { Database } from '../db/schema.js';
import type { MailMessage, Mailer } from '../integrations/email/mailer.js';
import { memoryRateLimiter } from '../integrations/rate-limit/rate-limiter.js';

/** A running app on a fresh database, with the e-mails it sent. */
export type TestApp = {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: Dialect;
  sent: MailMessage[];
  /** PostgreSQL connections the pool reported lost. */
  lostConnections: Error[];
  config: Config;
  /** The key access tokens are signed with, for `createUser` in factories.ts. */
  jwtKey: Uint8Array;
  /** On PostgreSQL, the account changes the app hears (see account-changes.ts of this folder). */
  accountChanges: AccountChanges | undefined;
  close(): Promise<void>;
};

const silentLog = { warn: () => {}, info: () => {} };

/** Mail kept in memory so a test can read the link it would have clicked. */
function capturingMailer(sent: MailMessage[]): Mailer {
  return {
    kind: 'smtp',
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

// With TEST_DATABASE_URL set, each test app gets its own new PostgreSQL database, copied from the
// run's migrated template (database-template.ts) and dropped on close. A SQLite test app starts
// from a copy of the migrated template file, unless it opens an existing DATA_DIR.
async function freshDatabase(
  dataDir: string,
  existing: boolean,
  onConnectionError: (error: Error) => void,
  pool: Pick<DatabaseOptions, 'databaseVia' | 'poolLimits'>,
) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!existing) {
      mkdirSync(dataDir, { recursive: true });
      copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'crewcast.sqlite'));
    }
    return {
      ...openDatabase({ dataDir, onConnectionError }),
      url: undefined,
      drop: async () => {},
    };
  }
  const name = `${inject('postgresPrefix')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = (pool.databaseVia ?? ((direct) => direct))(databaseUrl(adminUrl, name));
  return {
    url,
    ...openDatabase({
      databaseUrl: url,
      dataDir,
      onConnectionError,
      ...(pool.poolLimits ? { poolLimits: pool.poolLimits } : {}),
    }),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets close; forcing the drop while they still close
      // would cut them mid-goodbye. Give them up to 5 s to leave, then force.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await c.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (Number(rows[0]?.n) === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** How a PostgreSQL test app reaches its database. */
type DatabaseOptions = {
  /** Rewrites the database URL, to put a fault proxy (fault-proxy.ts) on the path. */
  databaseVia?: (url: string) => string;
  /** The pool's time limits instead of the defaults. */
  poolLimits?: Partial<PoolLimits>;
};

/**
 * A Kysely plugin that tells `onQuery` of each query the app runs and the request it runs for,
 * when its result comes back (queries compiled once are transformed once but run many times).
 */
function queryWatcher(onQuery: (query: { requestId: string | undefined }) => void): KyselyPlugin {
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      onQuery({ requestId: currentLogContext().requestId });
      return result;
    },
  };
}

/** Builds the app as main.ts does, on a fresh database (SQLite, or PostgreSQL when asked). */
export async function buildTestApp(
  options: DatabaseOptions & {
    env?: Record<string, string>;
    now?: AppDeps['now'];
    webDir?: string;
    logStream?: NodeJS.WritableStream;
    orderNotifier?: AppDeps['orderNotifier'];
    /** An existing DATA_DIR (a restored backup) instead of a new one; removed on close too. */
    dataDir?: string;
    /** Sends instead of the capturing mailer (whose messages `sent` then does not hold). */
    mailer?: Mailer;
    /** Told of each query the app sends through Kysely, with the request it ran for. */
    onQuery?: (query: { requestId: string | undefined }) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'crewcast-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '1000',
    // Tests of posters run the media job themselves; other tests never spawn ffmpeg.
    MEDIA_TOOLS: 'off',
    ...options.env,
  });
  const lostConnections: Error[] = [];
  const existing = options.dataDir !== undefined;
  const { db, dialect, drop, poolStats, url } = await freshDatabase(
    dataDir,
    existing,
    (e) => lostConnections.push(e),
    options,
  );
  // A copy of the template is migrated already; only an existing DATA_DIR may be behind.
  if (existing) await migrateToLatest(db);
  // Open the connection now, as main.ts does by migrating: Kysely's destroy() does nothing to a
  // database never queried, so tests that take the database away would otherwise see it return.
  else await sql`select 1`.execute(db);
  const sent: MailMessage[] = [];
  const limiter = memoryRateLimiter();
  const accountChanges = url ? listenForAccountChanges(url, silentLog) : undefined;
  const app = await buildApp({
    config,
    db: options.onQuery ? db.withPlugin(queryWatcher(options.onQuery)) : db,
    mailer: options.mailer ?? capturingMailer(sent),
    limiter,
    ...(options.now ? { now: options.now } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.orderNotifier ? { orderNotifier: options.orderNotifier } : {}),
    ...(poolStats ? { poolStats } : {}),
    ...(accountChanges ? { accountChanges } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    dialect,
    sent,
    lostConnections,
    config,
    jwtKey: new TextEncoder().encode(config.JWT_SECRET),
    accountChanges,
    async close() {
      await app.close();
      await accountChanges?.close();
      await limiter.close();
      await db.destroy();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The secret of the newest verification link sent to `to`. */
export function verificationSecret(sent: MailMessage[], to: string): string {
  const mail = [...sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
  const match = mail?.text.match(/\?hash=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no verification e-mail for ${to}`);
  return match[1];
}

/**
 * Another instance of the app on `t`'s database and files, as after a restart or beside it behind
 * a balancer: what a test of a second server needs (the hash of a resumed upload no longer in
 * memory, a push crossing Redis). Not ready and not listening; the caller closes it.
 */
export async function anotherInstance(
  t: Pick<TestApp, 'config' | 'db'>,
  options: { config?: Partial<Config>; now?: AppDeps['now'] } = {},
): Promise<FastifyInstance> {
  const limiter = memoryRateLimiter();
  const app = await buildApp({
    config: { ...t.config, ...options.config },
    db: t.db,
    mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
    limiter,
    ...(options.now ? { now: options.now } : {}),
  });
  app.addHook('onClose', async () => limiter.close());
  return app;
}
