import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// HTTP overhead of the app against bare node:http, measured side by side in one run, and the
// cost of a login (argon2id by design). Results go to bench/results/http.json.

const require = createRequire(path.resolve('bench/package.json'));

const autocannon = require('autocannon') as (opts: object) => Promise<{
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}>;

const duration = Number(process.env.BENCH_SECONDS ?? 5);

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

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

const dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-bench-'));
const bare = start(['bench/bare-server.ts'], { PORT: '3201' });
const app = start(['server/main.ts'], {
  PORT: '3202',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  AUTH_RATE_LIMIT: '100000',
});
try {
  await waitFor('http://127.0.0.1:3201/');
  await waitFor('http://127.0.0.1:3202/api/health');
  const bareHealth = await load('http://127.0.0.1:3201/api/health');
  const appHealth = await load('http://127.0.0.1:3202/api/health');

  // Logins are deliberately slow (argon2id, 19 MiB) and limited to 10 per account per 15 minutes,
  // so they are timed one after another, within that limit, rather than under load.
  const loginMs: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const t0 = performance.now();
    const res = await fetch('http://127.0.0.1:3202/api/auth/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'partner', password: 'demo-password' }),
    });
    if (!res.ok) throw new Error(`login answered ${res.status}`);
    loginMs.push(performance.now() - t0);
  }
  const login = {
    samples: loginMs.length,
    medianMs: Number(loginMs.sort((a, b) => a - b)[Math.floor(loginMs.length / 2)]!.toFixed(1)),
  };

  const results = {
    date: new Date().toISOString(),
    durationSeconds: duration,
    bareHealth,
    appHealth,
    healthRatio: Number((appHealth.requestsPerSecond / bareHealth.requestsPerSecond).toFixed(3)),
    login,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/http.json', `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  bare.kill('SIGTERM');
  app.kill('SIGTERM');
}
