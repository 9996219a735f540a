import { mkdirSync, writeFileSync } from 'node:fs';
import {
  autocannon,
  login,
  postgresDatabase,
  startApp,
  startNode,
  stopProcess,
  waitFor,
  type AppServer,
} from '../app-server.js';
import { addOpenOrders } from '../bench-orders.js';
import { pacedLoad } from '../paced-load.js';

// HTTP overhead of the app against bare node:http and bare Fastify, measured side by side in one
// run: the health check, three authenticated reads of the demo Partner (with 50 open orders),
// each at full load and again at half its peak rate for the latency target; then the cost of a
// login (argon2id by design). The app runs on SQLite, then on PostgreSQL when one answers.
// Results go to bench/results/http.json.

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Load = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

async function load(url: string, extra: object = {}): Promise<Load> {
  const r = await autocannon({ url, connections, duration, ...extra });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

/** Peak rate, then latency at half of it, for one authenticated read. */
async function authenticatedRead(url: string, token: string, fastify: Load, minRatio: number) {
  const headers = { authorization: `Bearer ${token}` };
  const peak = await load(url, { headers });
  // Evenly spaced, not autocannon's per-second bursts (see bench/paced-load.ts).
  const half = await pacedLoad(url, {
    rate: Math.max(1, Math.round(peak.requestsPerSecond / 2)),
    seconds: duration,
    connections,
    headers,
  });
  const p99Target = Math.max(3 * fastify.latencyP99Ms, 25);
  return {
    peak,
    halfRate: half,
    ratioToFastify: ratio(peak.requestsPerSecond, fastify.requestsPerSecond),
    ratioTarget: minRatio,
    p99AtHalfRateTargetMs: p99Target,
    meetsTargets:
      peak.non2xx === 0 &&
      peak.requestsPerSecond / fastify.requestsPerSecond >= minRatio &&
      half.latencyP99Ms <= p99Target,
  };
}

async function onApp(app: AppServer, fastify: Load, minRatio: number) {
  const token = await login(app.base, 'partner');
  return {
    health: await load(`${app.base}/api/health`),
    userMe: await authenticatedRead(`${app.base}/api/user/me`, token, fastify, minRatio),
    transactions: await authenticatedRead(
      `${app.base}/api/payment/transactions`,
      token,
      fastify,
      minRatio,
    ),
    openOrders50: await authenticatedRead(
      `${app.base}/api/payment/fulfillment/requests?type=unfulfilled`,
      token,
      fastify,
      minRatio,
    ),
  };
}

const bare = startNode('bench/bare-server.ts', { PORT: '3201' });
const bareFastify = startNode('bench/bare-fastify.ts', { PORT: '3203' });
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  durationSeconds: duration,
};
try {
  await waitFor('http://127.0.0.1:3201/');
  await waitFor('http://127.0.0.1:3203/api/health');
  const bareHealth = await load('http://127.0.0.1:3201/api/health');
  const fastifyHealth = await load('http://127.0.0.1:3203/api/health');
  Object.assign(results, {
    bareHealth,
    fastifyHealth,
    fastifyToNode: ratio(fastifyHealth.requestsPerSecond, bareHealth.requestsPerSecond),
  });

  const sqlite = await startApp({ port: 3202 });
  try {
    await addOpenOrders({ dataDir: sqlite.dataDir }, 50);
    const figures = await onApp(sqlite, fastifyHealth, 0.2);
    // Logins are deliberately slow (argon2id, 19 MiB) and limited per account, so they are
    // timed one after another rather than under load.
    const loginMs: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const t0 = performance.now();
      await login(sqlite.base, 'partner');
      loginMs.push(performance.now() - t0);
    }
    results.sqlite = {
      ...figures,
      healthRatio: ratio(figures.health.requestsPerSecond, fastifyHealth.requestsPerSecond),
      login: {
        samples: loginMs.length,
        medianMs: Number(loginMs.sort((a, b) => a - b)[Math.floor(loginMs.length / 2)]!.toFixed(1)),
      },
    };
  } finally {
    await sqlite.stop();
  }

  const pgDb = await postgresDatabase(pgAdminUrl);
  if (pgDb) {
    try {
      const app = await startApp({ port: 3204, env: { DATABASE_URL: pgDb.url } });
      try {
        await addOpenOrders({ databaseUrl: pgDb.url }, 50);
        results.postgres = await onApp(app, fastifyHealth, 0.12);
      } finally {
        await app.stop();
      }
    } finally {
      await pgDb.drop();
    }
  }
} finally {
  await stopProcess(bare);
  await stopProcess(bareFastify);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/http.json', `${JSON.stringify(results, null, 2)}\n`);
console.info(JSON.stringify(results, null, 2));
