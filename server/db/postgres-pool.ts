import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { loadOptionalPackage } from '../integrations/optional-package.js';
import type { PreparedQuery } from './compiled-read.js';
import { isDatabaseUnavailable } from './failures.js';

/**
 * How long the pool waits for PostgreSQL before it gives up, so a database that hangs (a
 * black-holed network path, a failover in progress) answers as fast as one that refuses:
 * - connectMs: opening a connection, or waiting for a free one of the pool;
 * - statementMs: PostgreSQL cancels a statement running longer (the connection stays usable);
 * - queryMs: the client stops waiting for an answer the server never sends (the server's own
 *   limit is shorter, so this only fires when the server or the path to it is gone);
 * - keepAliveMs: TCP keep-alive on idle connections, so a dead peer is noticed without a query.
 */
export type PoolLimits = {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  keepAliveMs: number;
};

export const defaultPoolLimits: PoolLimits = {
  connectMs: 3_000,
  statementMs: 9_000,
  queryMs: 10_000,
  keepAliveMs: 10_000,
};

/** How many connections each instance keeps to PostgreSQL at most. */
const maxConnections = 10;

/** The pool's counts, for /metrics. */
export type PoolStats = { total: number; idle: number; waiting: number };

/**
 * A node-postgres pool for Kysely that no database failure can crash and that drops a connection
 * a query found broken instead of lending it again.
 */
export function openPostgresPool(
  connectionString: string,
  options: { onConnectionError: (error: Error) => void; limits?: Partial<PoolLimits> },
): { pool: PostgresPool; stats: () => PoolStats; prepared: PreparedQuery } {
  const limits = { ...defaultPoolLimits, ...options.limits };
  const { Pool } = loadOptionalPackage<typeof pg>('pg');
  const pool = new Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    query_timeout: limits.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: limits.keepAliveMs,
  });
  // node-postgres emits 'error' on a client whose connection drops, idle or lent out (a query or
  // a transaction in flight); an 'error' event without a listener ends the process. The pool
  // listens only while a client is idle, so every client gets a listener of its own for its whole
  // life; the request it served fails with the same error and answers 503.
  pool.on('connect', (client) => client.on('error', options.onConnectionError));
  // The pool re-emits an idle client's error here; the client's own listener has reported it.
  pool.on('error', () => {});
  return {
    pool: {
      async connect() {
        return releasingBroken(await pool.connect());
      },
      end: () => pool.end(),
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // node-postgres gives a connection whose query failed back as broken, and prepares a named
    // statement once per connection.
    prepared: (query) => pool.query(query),
  };
}

/**
 * Lends `client` to Kysely, and gives it back to the pool as broken when one of its queries
 * failed for want of the database: after a client-side timeout node-postgres still waits for the
 * lost answer on that connection, so every later query on it would hang too.
 */
function releasingBroken(client: pg.PoolClient): PostgresPoolClient {
  let broken: Error | undefined;
  const query = (...args: unknown[]) => {
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) broken = error as Error;
      });
    }
    return result;
  };
  return {
    query: query as PostgresPoolClient['query'],
    release: () => client.release(broken),
  };
}
