import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import { ownerOnlyDir, ownerOnlyFile } from '../ops/owner-only.js';
import { readDirectly } from './compiled-read.js';
import { migrations } from './migration-list.js';
import { openPostgresPool, type PoolLimits, type PoolStats } from './postgres-pool.js';
import type { Database } from './schema.js';

/** Which engine a connection talks to. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database with its dialect (and, on PostgreSQL, its pool's counts). */
export type Db = { db: Kysely<Database>; dialect: Dialect; poolStats?: () => PoolStats };

/** Opens PostgreSQL when a URL is given, else the embedded SQLite file in dataDir (WAL mode). */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when a PostgreSQL connection drops; the pool opens a new one on next use. */
  onConnectionError: (error: Error) => void;
  /** The pool's time limits, when not the defaults (tests make them short). */
  poolLimits?: Partial<PoolLimits>;
}): Db {
  if (options.databaseUrl) {
    const { pool, stats, prepared } = openPostgresPool(options.databaseUrl, {
      onConnectionError: options.onConnectionError,
      ...(options.poolLimits ? { limits: options.poolLimits } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    readDirectly(db, { prepared });
    return { db, dialect: 'postgres', poolStats: stats };
  }
  ownerOnlyDir(options.dataDir);
  const file = new SQLite(path.join(options.dataDir, 'crewcast.sqlite'));
  // SQLite gives its -wal and -shm files the database file's rights.
  ownerOnlyFile(path.join(options.dataDir, 'crewcast.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  // One statement cache for the file, shared by Kysely's driver and the direct reads.
  const statements = cachingStatements(file);
  const db = new Kysely<Database>({ dialect: new SqliteKeepingCause(file, statements) });
  readDirectly(db, { file, prepare: statements.prepare });
  return {
    db,
    dialect: 'sqlite',
  };
}

/**
 * SQLite rolls a transaction back by itself on some failures (SQLITE_FULL, SQLITE_IOERR, …);
 * Kysely's ROLLBACK then fails with "no transaction is active" and that error replaces the real
 * one, so a full disk would read as a bug. Skip the ROLLBACK when none is open.
 */
class SqliteKeepingCause extends SqliteDialect {
  constructor(
    private readonly file: SQLite.Database,
    private readonly statements: ReturnType<typeof cachingStatements>,
  ) {
    super({ database: statements });
  }
  override createDriver(): Driver {
    const file = this.file;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (file.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: this.statements });
  }
}

/** How many distinct statements stay prepared; the app has a few hundred queries. */
const statementCacheSize = 500;

/**
 * Kysely's SQLite driver prepares every query again; preparing is about a tenth of a simple
 * authenticated request. The app's queries are a bounded set of SQL texts, so each is prepared
 * once and kept (least recently used out first). A statement still being iterated (a streamed
 * query) is busy and cannot run twice at once, so that case prepares a fresh one.
 */
export function cachingStatements(
  file: SQLite.Database,
  size = statementCacheSize,
): Pick<SQLite.Database, 'close' | 'prepare'> {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare: ((source: string) => {
      const kept = cache.get(source);
      if (kept) {
        cache.delete(source);
        cache.set(source, kept);
        if (!kept.busy) return kept;
        return file.prepare(source);
      }
      const statement = file.prepare(source);
      cache.set(source, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    }) as SQLite.Database['prepare'],
  };
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

// Any fixed 64-bit number shared by every instance; it names "Crewcast is migrating or seeding".
const startupLockKey = 7_215_310_846_452_118;

/** How often an instance waiting for another's migration asks for the startup lock again. */
const startupLockPollMs = 200;

/**
 * Runs `work` while no other instance runs its own: on PostgreSQL under a session advisory lock
 * held on one connection of the pool, so N instances started together on one database migrate
 * and seed one after another. The lock is asked for again and again rather than waited on, as a
 * statement waiting longer than the pool's statement timeout would be cancelled. SQLite is one
 * process's file and runs `work` directly.
 */
export async function withStartupLock<T>({ db, dialect }: Db, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (held) => {
    for (;;) {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${startupLockKey}) as locked`.execute(held);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, startupLockPollMs));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(held);
    }
  });
}

/** How long a health check waits for the database before calling it down. */
export const databaseCheckMs = 1_500;

/**
 * True when the database answers a trivial query within `withinMs`, so a health check answers in
 * time whatever the database does (a hung one counts as down).
 */
export async function databaseAnswers(
  db: Kysely<Database>,
  withinMs = databaseCheckMs,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when an insert failed on a UNIQUE constraint, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
