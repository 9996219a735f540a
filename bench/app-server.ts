import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCommand } from '../server/test/start-command.js';

export { buildServer } from '../server/test/start-command.js';

// What every bench suite needs around the real server: start it on a fresh data directory, wait
// until it answers, log in, stop it. And autocannon, which lives in bench/node_modules.

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number };
  non2xx: number;
  errors: number;
};

/**
 * autocannon from bench/package.json (kept out of the app's dependencies), loaded on first use so
 * suites that do not load HTTP (chat) run without bench/node_modules.
 */
export const autocannon = (opts: object): Promise<AutocannonResult> =>
  (
    createRequire(path.resolve('bench/package.json'))('autocannon') as (
      opts: object,
    ) => Promise<AutocannonResult>
  )(opts);

export type AppServer = {
  /** http://127.0.0.1:<port> */
  base: string;
  dataDir: string;
  process: ChildProcess;
  /** Stops the server, waits for its exit and removes its data directory unless told to keep it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
};

/** Starts `node --import tsx <entry>` (one PID to stop) with `env` over the process's own. */
export function startNode(
  entry: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Sends SIGTERM and resolves once the process has exited. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resolves once `url` answers 2xx; throws after about 30 s. */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the compiled app (as `npm start` runs it; see `buildServer`) on `port`, quiet, in test
 * mode with production's response serializer, with the auth rate limit out of the way, on
 * `dataDir` (a fresh temporary directory when not given), and waits for its health check. `env` adds to or overrides those settings; `command` replaces the start
 * script's Node flags and entry (a profiling flag, an older build to compare with).
 */
export async function startApp({
  port,
  env = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'crewcast-bench-')),
  command = startCommand(),
}: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  command?: { flags: string[]; entry: string };
}): Promise<AppServer> {
  const { flags, entry } = command;
  const child = spawn(process.execPath, [...flags, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '100000',
      // Answers written as production writes them, not checked twice as tests do.
      RESPONSE_SERIALIZER: 'compiled',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async ({ keepData = false } = {}) => {
    await stopProcess(child);
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, process: child, stop };
}

/** Logs a seeded demo account in and returns its access token. */
export async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'crewcast-demo-2026' }),
  });
  if (!res.ok) throw new Error(`login ${username} answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * A fresh PostgreSQL database for one bench run on the server of `adminUrl`, with the way to drop
 * it; undefined (and said) when no server answers there.
 */
export async function postgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.info(`PostgreSQL not reachable at ${adminUrl}: SQLite only`);
    return undefined;
  }
  const name = `crewcast_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
