import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { isDatabaseUnavailable } from './failures.js';
import type { PoolLimits } from './postgres-pool.js';

// Built by hand, not with useTestApp: the app reaches PostgreSQL through a fault proxy the test
// controls.

// The path to PostgreSQL breaks under a running instance: a restart or failover resets the
// connections, a network fault black-holes them. No such fault may end the process (an unhandled
// 'error' event would fail this file), and each answers 503 with Retry-After, then recovers.

let t: TestApp | undefined;
let proxy: FaultProxy | undefined;
afterEach(async () => {
  await proxy?.set('forward');
  await t?.close();
  await proxy?.close();
  t = undefined;
  proxy = undefined;
});

async function appBehindProxy(poolLimits?: Partial<PoolLimits>) {
  const target = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const via = proxy;
  t = await buildTestApp({
    databaseVia: (url) => via.via(url),
    ...(poolLimits ? { poolLimits } : {}),
  });
  return { app: t.app, db: t.db, proxy: via };
}

/**
 * Resolves once PostgreSQL runs the test's `pg_sleep(2)`, seen from a connection of its own that
 * bypasses the proxy: the app's jobs query at start too, so bytes through the proxy do not say
 * that the query to cut is the one in flight.
 */
async function sleepRunning(): Promise<void> {
  const observer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await observer.connect();
  try {
    for (let i = 0; i < 500; i += 1) {
      const { rows } = await observer.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where state = 'active' and query = 'select pg_sleep(2)' and pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('pg_sleep(2) never ran');
  } finally {
    await observer.end();
  }
}

let seq = 0;
function signUp(app: TestApp['app']) {
  seq += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/user/signup',
    payload: {
      accountType: 'Affiliate',
      name: 'Fay Fault',
      email: `fault${seq}@example.com`,
      username: `fault_${seq}`,
      password: 'a-long-enough-password',
      rblxHandle: 'fay_rbx',
    },
  });
}

function expect503(res: Awaited<ReturnType<typeof signUp>>) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json().error.code).toBe('service_unavailable');
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL faults under a running instance', () => {
  it('survives its connection being reset while a query runs, and answers the next', async () => {
    const { db, app, proxy } = await appBehindProxy();
    const running = sql`select pg_sleep(2)`.execute(db);
    await sleepRunning();
    proxy.reset();
    const error = await running.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await signUp(app)).statusCode).toBe(200);
  });

  it('survives its connection being reset inside a transaction, and commits nothing', async () => {
    const { db, app, proxy } = await appBehindProxy();
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await sql`create table half_done (id int)`.execute(trx);
        const running = sql`select pg_sleep(2)`.execute(trx);
        await sleepRunning();
        proxy.reset();
        await running;
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_tables
      where tablename = 'half_done'`.execute(db);
    expect(rows[0]?.n).toBe(0);
    expect((await signUp(app)).statusCode).toBe(200);
  });

  it('answers 503 to a request whose query is cut in flight, then recovers', async () => {
    const { app, proxy } = await appBehindProxy();
    await proxy.set('blackhole');
    const before = proxy.bytesUp();
    const answer = signUp(app);
    await proxy.sentMoreThan(before);
    proxy.reset();
    expect503(await answer);
    await proxy.set('forward');
    expect((await signUp(app)).statusCode).toBe(200);
  });

  it('answers 503 while PostgreSQL refuses connections, then recovers', async () => {
    const { app, proxy } = await appBehindProxy();
    await proxy.set('refuse');
    expect503(await signUp(app));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    await proxy.set('forward');
    expect((await signUp(app)).statusCode).toBe(200);
  });

  it('answers readiness within 2 s while the path to PostgreSQL is black-holed', async () => {
    // Readiness has its own limit, below the pool's (these only shorten the test's cleanup).
    const { app, proxy } = await appBehindProxy({ connectMs: 2_500, queryMs: 3_000 });
    await proxy.set('blackhole');
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json().checks.database).toBe('down');
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(503);
  });

  it('cancels a statement that runs past the statement limit, and keeps going', async () => {
    const { db } = await appBehindProxy({ statementMs: 300 });
    const error = await sql`select pg_sleep(2)`.execute(db).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one).toBe(1);
  });

  it('answers 503 within the pool limits while black-holed, then recovers', async () => {
    const limits = { connectMs: 500, statementMs: 900, queryMs: 1_000 };
    const { app, proxy } = await appBehindProxy(limits);
    await proxy.set('blackhole');
    // The first request finds an idle connection and waits for its answer, the next has to open
    // one; each is cut at its limit.
    for (const limitMs of [limits.queryMs, limits.connectMs]) {
      const started = Date.now();
      expect503(await signUp(app));
      expect(Date.now() - started).toBeLessThan(limitMs + 1_500);
    }
    await proxy.set('forward');
    expect((await signUp(app)).statusCode).toBe(200);
  });
});
