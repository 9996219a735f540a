import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// main.ts as an operator runs it: a real process, real port, real signals.
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
});
