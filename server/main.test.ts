import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer } from './test/redis-server.js';

// main.ts as an operator runs it: a real process, real port, real signals.
function run(env: Record<string, string>, command = ['--import', 'tsx', 'server/main.ts']) {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

/** Starts the server on a free port and waits for its address. */
async function started(env: Record<string, string> = {}) {
  const p = run({
    PORT: '0',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crewcast-main-')),
    ...env,
  });
  let url: string | undefined;
  for (let i = 0; i < 300 && !url; i += 1) {
    url = p.out().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    if (!url) await new Promise((r) => setTimeout(r, 100));
  }
  if (!url) throw new Error(`server did not start: ${p.err()}`);
  return { ...p, url };
}

/** Resolves once the process has printed `text` on its standard output. */
async function printed(p: ReturnType<typeof run>, text: string) {
  for (let i = 0; i < 300; i += 1) {
    if (p.out().includes(text)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the server never printed ${text}: ${p.out()}`);
}

describe('server process', () => {
  it('stops at start-up with a message naming a bad variable', async () => {
    const p = run({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crewcast-main-')) });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain("PORT expects a port number (got 'abc')");
  });

  it('migrates, seeds, prints the demo accounts, serves, and shuts down cleanly on SIGTERM', async () => {
    const p = run({ PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crewcast-main-')) });
    // The banner is printed after the listening line; wait for both, however slow the machine.
    let url: string | undefined;
    for (let i = 0; i < 300 && !(url && p.out().includes('Demo accounts')); i += 1) {
      url = p.out().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, p.err()).toBeDefined();
    expect(p.out()).toContain('partner (Partner)');
    expect(p.out()).toContain("password 'crewcast-demo-2026'");
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).toContain('shutting down');
  });

  it('runs compiled the way npm start runs it: built by its script, started by plain node', async () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The build script as written, into a folder of this test's own inside the repository (so
    // the bundle's packages resolve from node_modules as they do for dist/server.js).
    const outDir = `dist/test-main-${process.pid}`;
    const build = scripts['build:server']!.split(' ');
    expect(build[0]).toBe('esbuild');
    expect(build).toContain('--outdir=dist');
    const args = build.slice(1).map((a) => (a === '--outdir=dist' ? `--outdir=${outDir}` : a));
    try {
      execFileSync(path.resolve('node_modules/.bin/esbuild'), args, { stdio: 'pipe' });
      const start = /node ((?:--[\w-]+(?:=\S+)? )*)dist\/(\S+\.js)$/.exec(scripts.start!);
      expect(start, scripts.start).not.toBeNull();
      const flags = start![1]!.split(' ').filter(Boolean);
      const p = run({ PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crewcast-main-')) }, [
        ...flags,
        `${outDir}/${start![2]!}`,
      ]);
      let url: string | undefined;
      for (let i = 0; i < 300 && !url; i += 1) {
        url = p.out().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
        if (!url) await new Promise((r) => setTimeout(r, 100));
      }
      expect(url, p.err()).toBeDefined();
      expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ ok: true });
      const login = await fetch(`${url}/api/auth/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'partner', password: 'crewcast-demo-2026' }),
      });
      expect(login.status).toBe(200);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits 0 within seconds on SIGTERM while a keep-alive connection has a request in flight', async () => {
    const p = await started();
    const { port } = new URL(p.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    const body = JSON.stringify({ username: 'partner', password: 'wrong-password' });
    // Half the body now, the rest after SIGTERM: the request is in flight when the signal comes.
    socket.write(
      'POST /api/auth/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, 10),
    );
    await printed(p, '"msg":"incoming request"');
    const signalledAt = Date.now();
    p.child.kill('SIGTERM');
    await printed(p, '"msg":"shutting down"');
    socket.write(body.slice(10));
    const code = await p.exited;
    const took = Date.now() - signalledAt;
    socket.destroy();
    // The request in flight got its real answer, not a refusal, and the process did not wait
    // for the idle keep-alive connection to time out.
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(code).toBe(0);
    expect(took).toBeLessThan(5000);
  }, 30_000);
});

async function readiness(url: string) {
  const res = await fetch(`${url}/api/health/ready`);
  return { status: res.status, body: (await res.json()) as { checks: { redis: string } } };
}

let attempt = 0;
/** A login with a wrong password, each for another name so no account's limit is reached. */
async function wrongLogin(url: string) {
  attempt += 1;
  const res = await fetch(`${url}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `nobody${attempt}`, password: 'wrong-password' }),
  });
  return res.status;
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

// Redis is started and stopped by the test, on a port of its own.
describe.runIf(hasRedisServer())('server process with Redis coming and going', () => {
  it('starts without Redis, keeps answering through an outage, and uses Redis again after', async () => {
    const redis = await startRedisServer();
    await redis.stop();
    const p = await started({ REDIS_URL: redis.url });
    try {
      expect(await readiness(p.url)).toMatchObject({
        status: 200,
        body: { checks: { redis: 'down' } },
      });
      expect(await wrongLogin(p.url)).toBe(401);

      await redis.start();
      await eventually(async () => (await readiness(p.url)).body.checks.redis === 'ok', 10_000);

      await redis.stop();
      // Idle and busy through the outage: the process stays up and every request is answered.
      for (let i = 0; i < 10; i += 1) {
        expect(await wrongLogin(p.url)).toBe(401);
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(p.child.exitCode).toBeNull();
      expect((await readiness(p.url)).body.checks.redis).toBe('down');

      await redis.start();
      await eventually(async () => (await readiness(p.url)).body.checks.redis === 'ok', 10_000);
      expect(await wrongLogin(p.url)).toBe(401);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } catch (error) {
      throw new Error(`${String(error)}\n${p.err().slice(-3000)}\n${p.out().slice(-3000)}`, {
        cause: error,
      });
    } finally {
      p.child.kill('SIGKILL');
      await redis.stop();
    }
  }, 90_000);
});
