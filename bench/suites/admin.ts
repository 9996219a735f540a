import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedAdminScale } from '../admin-scale-data.js';
import { autocannon, login, startApp, startNode, stopProcess, waitFor } from '../app-server.js';

// Every Admin list on an agency of 10,000 users (bench/admin-scale-data.ts), loaded with 20
// connections next to a bare Fastify answering the health check in the same run, so each figure
// is also a ratio to the framework's own ceiling. Each list is also fetched once to record the
// size of its answer. Results go to bench/results/admin.json.

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 20;
const port = 3136;
const targetP50Ms = 50;

type Load = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

/** Waits (at most a minute) until requests still queued from the last load have been answered. */
async function drained(base: string) {
  for (let i = 0; i < 120; i += 1) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`);
    if (performance.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The Admin lists, as the web asks for their first page. */
const lists: Record<string, string> = {
  staffOverview: '/api/staff',
  staffFiltered: '/api/staff?status=Available&q=crew_01',
  friendshipsOfAdmin: '/api/comm/friendships',
  searchAll: '/api/user/data?method=search&db=users&column=Username&value=&page=1&count=9',
  searchSubstring:
    '/api/user/data?method=search&db=users&column=Username&value=crew_1&page=1&count=9',
  searchDeepPage: '/api/user/data?method=search&db=users&column=Username&value=&page=1000&count=9',
  openOrders: '/api/payment/fulfillment/requests?type=unfulfilled&management=true',
  closedOrders: '/api/payment/fulfillment/requests?type=fulfilled',
  ownershipReview: '/api/games/review',
  commissionsAll: '/api/payment/commissions?status=all',
  commissionsDue: '/api/payment/commissions?status=due',
};

// The app makes its tables and demo accounts on a first start; the data set is written while it
// is stopped, then the app is started again on it.
const fastify = startNode('bench/bare-fastify.ts', { PORT: '3137' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-bench-admin-'));
await (await startApp({ port, dataDir })).stop({ keepData: true });
const t0 = Date.now();
const dataSet = await seedAdminScale({ dataDir });
const seedSeconds = (Date.now() - t0) / 1000;
const app = await startApp({ port, dataDir });
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  durationSeconds: duration,
  connections,
  dataSet,
  seedSeconds,
};
try {
  await waitFor('http://127.0.0.1:3137/api/health');
  const token = await login(app.base, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const fastifyHealth = await load('http://127.0.0.1:3137/api/health');
  results.fastifyHealth = fastifyHealth;
  const figures: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(lists)) {
    const t1 = performance.now();
    const once = await fetch(`${app.base}${route}`, { headers });
    const bytes = (await once.arrayBuffer()).byteLength;
    const aloneMs = Math.round(performance.now() - t1);
    const figure = await load(`${app.base}${route}`, headers);
    await drained(app.base);
    figures[name] = {
      route,
      status: once.status,
      answerBytes: bytes,
      aloneMs,
      ...figure,
      ratioToFastify: ratio(figure.requestsPerSecond, fastifyHealth.requestsPerSecond),
      // No answer at all within the run (a list slower than autocannon's timeout) is a miss too.
      meetsP50Target:
        figure.requestsPerSecond > 0 &&
        figure.latencyP50Ms <= targetP50Ms &&
        figure.non2xx === 0 &&
        figure.errors === 0,
    };
    console.info(name, JSON.stringify(figures[name]));
  }
  results.lists = figures;
  results.targetP50Ms = targetP50Ms;
} finally {
  await app.stop();
  await stopProcess(fastify);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/admin.json', `${JSON.stringify(results, null, 2)}\n`);
console.info(JSON.stringify(results, null, 2));
