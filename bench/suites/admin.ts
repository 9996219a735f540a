import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedAdminScale } from '../admin-scale-data.js';
import { connections, load, loadAverage, measureLists, targetP50Ms } from '../admin-lists.js';
import {
  login,
  postgresDatabase,
  startApp,
  startNode,
  stopProcess,
  waitFor,
} from '../app-server.js';
import type { BenchTarget } from '../bench-orders.js';
import { deadlineBacklog } from '../deadline-backlog.js';

// Every Admin list on an agency of 10,000 users (bench/admin-scale-data.ts), loaded with 20
// connections next to a bare Fastify answering the health check in the same run, so each figure
// is also a ratio to the framework's own ceiling; then the deadline job's backlog phase
// (bench/deadline-backlog.ts). On SQLite, then on PostgreSQL when one answers at
// BENCH_DATABASE_URL (a fresh database, dropped after). Results go to bench/results/admin.json.

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const port = 3136;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The data set in the database of `env` (SQLite in a fresh data directory without
 * DATABASE_URL), then every list and the backlog phase on it. The app makes its tables and demo
 * accounts on a first start; the data set is written while it is stopped, then the app is
 * started again on it.
 */
async function onDatabase(
  env: Record<string, string>,
  fastifyHealth: Awaited<ReturnType<typeof load>>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-bench-admin-'));
  await (await startApp({ port, dataDir, env })).stop({ keepData: true });
  const target: BenchTarget = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir };
  const t0 = Date.now();
  const dataSet = await seedAdminScale({ dataDir, ...target });
  const seedSeconds = (Date.now() - t0) / 1000;
  const app = await startApp({ port, dataDir, env });
  try {
    const token = await login(app.base, 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const loadAverageAtStart = loadAverage();
    const lists = await measureLists(
      { base: app.base, pid: app.process.pid! },
      headers,
      fastifyHealth,
    );
    const loadAverageAfterLists = loadAverage();
    const deadlineJobBacklog = await deadlineBacklog(app.base, target, headers);
    return {
      dataSet,
      seedSeconds,
      loadAverageAtStart,
      loadAverageAfterLists,
      lists,
      deadlineJobBacklog,
    };
  } finally {
    await app.stop();
  }
}

const fastify = startNode('bench/bare-fastify.ts', { PORT: '3137' });
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  durationSeconds: duration,
  connections,
  targetP50Ms,
  loadAverage: loadAverage(),
};
try {
  await waitFor('http://127.0.0.1:3137/api/health');
  const fastifyHealth = await load('http://127.0.0.1:3137/api/health');
  results.fastifyHealth = fastifyHealth;
  results.sqlite = await onDatabase({}, fastifyHealth);
  const pgDb = await postgresDatabase(pgAdminUrl);
  if (pgDb) {
    try {
      results.postgres = await onDatabase({ DATABASE_URL: pgDb.url }, fastifyHealth);
    } finally {
      await pgDb.drop();
    }
  }
  // Bare Fastify once more, to show how much the machine's other work moved during the run.
  results.fastifyHealthAtEnd = await load('http://127.0.0.1:3137/api/health');
} finally {
  await stopProcess(fastify);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/admin.json', `${JSON.stringify(results, null, 2)}\n`);
console.info(JSON.stringify(results, null, 2));
