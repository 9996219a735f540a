import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startCommand } from '../server/test/start-command.js';
import { autocannon, login, startApp } from './app-server.js';
import { addOpenOrders } from './bench-orders.js';

// One authenticated read of the demo Partner under load (50 connections), on the compiled server
// started with the flags of `npm start`, reporting the server's own CPU time per request as well
// as req/s: on a machine shared with other work, the CPU time per request moves far less than
// the throughput does, so two builds can still be compared. With `--cpu-prof <dir>` the server
// writes a V8 CPU profile there on exit (open it in Chrome's DevTools, Performance panel).
//
//   npm run build:server
//   node --import tsx bench/profile-read.ts /api/user/me [--cpu-prof /tmp/prof] [--entry dist/x.js]
//     [--port 3290] [--env NAME=value] [--warmup seconds]
//
// BENCH_SECONDS sets the load's length (default 5). The server gets 50 open orders first, so
// `/api/payment/fulfillment/requests?type=unfulfilled` answers a realistic list.

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const route = args[0] ?? '/api/user/me';
const profileDir = option('--cpu-prof');
const entry = option('--entry');
const port = Number(option('--port') ?? 3290);
// Settings for the server, e.g. `--env DATABASE_URL=postgres://…` to profile it on PostgreSQL.
const env = Object.fromEntries(
  args.flatMap((arg, i) => (args[i - 1] === '--env' ? [arg.split(/=(.*)/s).slice(0, 2)] : [])),
);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

const extraFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const app = await startApp({
  port,
  env,
  command: {
    flags: [...startCommand().flags, ...extraFlags],
    entry: entry ?? startCommand().entry,
  },
});
try {
  await addOpenOrders(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: app.dataDir },
    50,
  );
  const token = await login(app.base, 'partner');
  /** User plus system CPU time of a process so far, in milliseconds (clock ticks of 10 ms). */
  const cpuMsOf = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return 0;
    }
  };
  const cpuMs = () => cpuMsOf(app.process.pid!);
  /** The server's system (kernel) CPU time so far, in milliseconds. */
  const systemMs = () =>
    Number(readFileSync(`/proc/${app.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[12]) *
    10;
  // On PostgreSQL, the server's backends for this database work for each request too, on the
  // same cores: their CPU time is counted beside the app's.
  const backends = env.DATABASE_URL ? await databaseBackends(env.DATABASE_URL) : undefined;
  const databaseCpuMs = async () =>
    backends ? (await backends.pids()).reduce((sum, pid) => sum + cpuMsOf(pid), 0) : 0;
  // A first load compiles the hot paths (V8's compiler threads count as the server's CPU).
  const warmup = Number(option('--warmup') ?? 0);
  if (warmup > 0)
    await autocannon({
      url: `${app.base}${route}`,
      connections: 50,
      duration: warmup,
      headers: { authorization: `Bearer ${token}` },
    });
  const before = cpuMs();
  const systemBefore = systemMs();
  const databaseBefore = await databaseCpuMs();
  const result = await autocannon({
    url: `${app.base}${route}`,
    connections: 50,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  const used = cpuMs() - before;
  const systemUsed = systemMs() - systemBefore;
  const databaseUsed = (await databaseCpuMs()) - databaseBefore;
  await backends?.close();
  console.info(
    JSON.stringify({
      route,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      serverCpuMicrosecondsPerRequest: Math.round((used * 1000) / result.requests.total),
      ofWhichKernel: Math.round((systemUsed * 1000) / result.requests.total),
      ...(backends
        ? {
            databaseCpuMicrosecondsPerRequest: Math.round(
              (databaseUsed * 1000) / result.requests.total,
            ),
          }
        : {}),
    }),
  );
} finally {
  await app.stop();
}

/**
 * The process ids of the PostgreSQL backends serving the database of `url` (the app's pool and
 * its listener), read when called; the connection asking is not one of them.
 */
async function databaseBackends(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async pids() {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.map((row) => row.pid);
    },
    close: () => client.end(),
  };
}
