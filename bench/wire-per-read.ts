import { startWireCounter } from '../server/test/postgres-wire.js';
import { startCommand } from '../server/test/start-command.js';
import { autocannon, login, postgresDatabase, startApp } from './app-server.js';
import { addOpenOrders } from './bench-orders.js';

// What one authenticated read costs on the wire to PostgreSQL under load: the compiled server
// (as `npm start` runs it) on a fresh database reached through a counting proxy
// (server/test/postgres-wire.ts), loaded with 50 connections; prints the round trips and the
// protocol messages per request and the statements sent most. The proxy costs time of its own,
// so the req/s printed here is not a figure to compare; the counts are.
//
//   npm run build:server
//   node --import tsx bench/wire-per-read.ts [/api/user/me] [--entry dist/x.js]
//
// BENCH_SECONDS sets the load's length (default 3).

const args = process.argv.slice(2);
const route = args.find((a) => a.startsWith('/')) ?? '/api/user/me';
const entryAt = args.indexOf('--entry');
const duration = Number(process.env.BENCH_SECONDS ?? 3);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const db = await postgresDatabase(pgAdminUrl);
if (!db) throw new Error('PostgreSQL is needed');
const target = new URL(db.url);
const wire = await startWireCounter({ host: target.hostname, port: Number(target.port || 5432) });
try {
  const app = await startApp({
    port: 3296,
    env: { DATABASE_URL: wire.via(db.url) },
    command: {
      flags: startCommand().flags,
      entry: entryAt >= 0 ? args[entryAt + 1]! : startCommand().entry,
    },
  });
  try {
    await addOpenOrders({ databaseUrl: db.url }, 50);
    const token = await login(app.base, 'partner');
    const headers = { authorization: `Bearer ${token}` };
    await autocannon({ url: `${app.base}${route}`, connections: 50, duration: 1, headers });
    // One request at a time first: what each costs, whatever else the machine does.
    const oneByOne: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      wire.reset();
      const res = await fetch(`${app.base}${route}`, { headers });
      await res.arrayBuffer();
      oneByOne.push(wire.counts().trips);
    }
    console.info(JSON.stringify({ route, tripsOfEachRequestOneByOne: oneByOne }));
    wire.reset();
    const result = await autocannon({
      url: `${app.base}${route}`,
      connections: 50,
      duration,
      headers,
    });
    const { trips, messages, statements } = wire.counts();
    const requests = result.requests.total;
    const per = (n: number) => Number((n / requests).toFixed(3));
    console.info(
      JSON.stringify(
        {
          route,
          requests,
          non2xx: result.non2xx,
          tripsPerRequest: per(trips),
          messagesPerRequest: Object.fromEntries(
            Object.entries(messages).map(([type, n]) => [type, per(n)]),
          ),
          statementsPerRequest: [...statements]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([sql, n]) => ({ perRequest: per(n), sql: sql.slice(0, 160) })),
        },
        null,
        2,
      ),
    );
  } finally {
    await app.stop();
  }
} finally {
  await wire.close();
  await db.drop();
}
