import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { autocannon } from './app-server.js';

// The Admin lists of the admin suite and how each is measured: fetched once alone (the figure
// least bent by other work on the machine), then loaded with 20 connections.

export const connections = 20;
export const targetP50Ms = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 5);

/** The Admin lists, as the web asks for their first page. */
export const adminLists: Record<string, string> = {
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

export type Load = {
  requestsTotal: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
};

export async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const r = await autocannon({ url, connections, duration, headers });
  return {
    requestsTotal: r.requests.total,
    requestsPerSecond: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

/** The machine's load average over 1, 5 and 15 minutes, as `uptime` prints it. */
export const loadAverage = () => loadavg().map((n) => Number(n.toFixed(2)));

/**
 * User plus system CPU time of process `pid` so far, in milliseconds (clock ticks of 10 ms): per
 * request, the figure that moves least when other work shares the machine.
 */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits (at most a minute) until requests still queued from the last load have been answered. */
async function drained(base: string) {
  for (let i = 0; i < 120; i += 1) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`);
    if (performance.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Milliseconds of one request on its own; the best of three, after one to warm the route. */
async function alone(url: string, headers: Record<string, string>) {
  const first = await fetch(url, { headers });
  const bytes = (await first.arrayBuffer()).byteLength;
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const t0 = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - t0);
  }
  return {
    status: first.status,
    answerBytes: bytes,
    aloneMs: Number(Math.min(...times).toFixed(1)),
  };
}

/**
 * Every Admin list of the app at `base` (process `pid`), alone and under load, beside bare
 * Fastify's figure, with the app's own CPU time per request under load.
 */
export async function measureLists(
  app: { base: string; pid: number },
  headers: Record<string, string>,
  fastify: Load,
): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(adminLists)) {
    const once = await alone(`${app.base}${route}`, headers);
    const cpuBefore = cpuMs(app.pid);
    const figure = await load(`${app.base}${route}`, headers);
    const cpuUsed = cpuMs(app.pid) - cpuBefore;
    await drained(app.base);
    figures[name] = {
      route,
      ...once,
      ...figure,
      serverCpuMsPerRequest:
        figure.requestsTotal > 0 ? Number((cpuUsed / figure.requestsTotal).toFixed(2)) : null,
      ratioToFastify: ratio(figure.requestsPerSecond, fastify.requestsPerSecond),
      // No answer at all within the run (a list slower than autocannon's timeout) is a miss too.
      meetsP50Target:
        figure.requestsPerSecond > 0 &&
        figure.latencyP50Ms <= targetP50Ms &&
        figure.non2xx === 0 &&
        figure.errors === 0,
    };
    console.info(name, JSON.stringify(figures[name]));
  }
  return figures;
}
