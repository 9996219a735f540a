import { addOpenOrders } from './bench-orders.js';
import {
  autocannon,
  login,
  postgresDatabase,
  startApp,
  startNode,
  stopProcess,
  waitFor,
  type AppServer,
} from './app-server.js';
import { startCommand } from '../server/test/start-command.js';

// Two builds of the server side by side on PostgreSQL, each on a fresh database, against bare
// Fastify in the same run: `node --import tsx bench/compare-builds.ts dist/base.js` loads bare
// Fastify, then the given (older) build, then `npm start`'s build with each authenticated read,
// alternating ROUNDS times (default 3), and prints each read's req/s and its ratio to bare
// Fastify of the same round, with the medians. BENCH_SECONDS per load (default 3).

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.ROUNDS ?? 3);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const older = process.argv[2];
if (!older) throw new Error('usage: compare-builds.ts <older build, e.g. dist/base.js>');

const rps = async (url: string, headers: Record<string, string> = {}) =>
  Math.round(
    (await autocannon({ url, connections: 50, duration: seconds, headers })).requests.average,
  );
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const reads = ['/api/user/me', '/api/payment/transactions'];
const fastify = startNode('bench/bare-fastify.ts', { PORT: '3313' });
const apps: Array<{ name: string; app: AppServer; drop: () => Promise<void>; token: string }> = [];
try {
  await waitFor('http://127.0.0.1:3313/api/health');
  const { flags, entry } = startCommand();
  for (const [name, built, port] of [
    ['before', older, 3314],
    ['after', entry, 3315],
  ] as const) {
    const db = await postgresDatabase(pgAdminUrl);
    if (!db) throw new Error('PostgreSQL is needed');
    const app = await startApp({
      port,
      env: { DATABASE_URL: db.url },
      command: { flags, entry: built },
    });
    await addOpenOrders({ databaseUrl: db.url }, 50);
    apps.push({ name, app, drop: db.drop, token: await login(app.base, 'partner') });
  }
  // A short load on each first, so the first round does not measure a cold process.
  for (const { app, token } of apps)
    await autocannon({
      url: `${app.base}${reads[0]}`,
      connections: 50,
      duration: 1,
      headers: { authorization: `Bearer ${token}` },
    });
  const ratios: Record<string, number[]> = {};
  for (let round = 1; round <= rounds; round += 1) {
    const bare = await rps('http://127.0.0.1:3313/api/health');
    const line = [`round ${round}: bare Fastify ${bare}`];
    for (const read of reads)
      for (const { name, app, token } of apps) {
        const got = await rps(`${app.base}${read}`, { authorization: `Bearer ${token}` });
        (ratios[`${name} ${read}`] ??= []).push(got / bare);
        line.push(`${name} ${read} ${got} (${(got / bare).toFixed(3)})`);
      }
    console.info(line.join(', '));
  }
  for (const [key, xs] of Object.entries(ratios))
    console.info(
      `${key}: median ratio ${median(xs).toFixed(3)} (${xs.map((x) => x.toFixed(3)).join(' / ')})`,
    );
} finally {
  for (const { app, drop } of apps) {
    await app.stop();
    await drop();
  }
  await stopProcess(fastify);
}
