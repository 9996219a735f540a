import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCommand } from '../start-command.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One Crewcast instance as `npm start` runs it (the same Node flags and compiled server; call
 * `buildServer` first) in a process of its own, with a data folder of its own: instances share
 * nothing but the services named in `env`.
 */
export function startInstance(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `crewcast-${name}-`));
  const { flags, entry } = startCommand();
  const child = spawn(process.execPath, [...flags, entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return {
    name,
    child,
    exited,
    /** Everything the process wrote, stdout and stderr together. */
    log: () => log,
    /** Whether the process is still running. */
    running: () => child.exitCode === null && child.signalCode === null,
    /** Waits for the listening line and answers the port. */
    async port(timeoutMs = 60_000): Promise<number> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const port = log.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
        if (port) return Number(port);
        if (!this.running() || Date.now() > end)
          throw new Error(`instance ${name} did not start:\n${log.slice(-4000)}`);
        await sleep(100);
      }
    },
    /** Kills what is left and removes the data folder. */
    async dispose() {
      if (this.running()) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Instance = ReturnType<typeof startInstance>;
