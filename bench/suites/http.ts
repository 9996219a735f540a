import { mkdirSync, writeFileSync } from 'node:fs';
import { autocannon, login, startApp, startNode, stopProcess, waitFor } from '../app-server.js';

// HTTP overhead of the app against bare node:http, measured side by side in one run, and the
// cost of a login (argon2id by design). Results go to bench/results/http.json.

const duration = Number(process.env.BENCH_SECONDS ?? 5);

async function load(url: string, extra: object = {}) {
  const r = await autocannon({ url, connections: 50, duration, ...extra });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    latencyAvgMs: r.latency.average,
    latencyP99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const bare = startNode('bench/bare-server.ts', { PORT: '3201' });
const app = await startApp({ port: 3202 }).catch(async (error: unknown) => {
  await stopProcess(bare);
  throw error;
});
try {
  await waitFor('http://127.0.0.1:3201/');
  const bareHealth = await load('http://127.0.0.1:3201/api/health');
  const appHealth = await load(`${app.base}/api/health`);

  // Logins are deliberately slow (argon2id, 19 MiB) and limited to 10 per account per 15 minutes,
  // so they are timed one after another, within that limit, rather than under load.
  const loginMs: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const t0 = performance.now();
    await login(app.base, 'partner');
    loginMs.push(performance.now() - t0);
  }
  const loginFigures = {
    samples: loginMs.length,
    medianMs: Number(loginMs.sort((a, b) => a - b)[Math.floor(loginMs.length / 2)]!.toFixed(1)),
  };

  const results = {
    date: new Date().toISOString(),
    durationSeconds: duration,
    bareHealth,
    appHealth,
    healthRatio: Number((appHealth.requestsPerSecond / bareHealth.requestsPerSecond).toFixed(3)),
    login: loginFigures,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/http.json', `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  await stopProcess(bare);
  await app.stop();
}
