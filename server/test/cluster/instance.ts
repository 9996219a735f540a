import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `npm start`'s command after its build: the Node flags and the compiled entry. */
function startCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: { start: string };
  };
  const found = /node ((?:--[\w-]+(?:=\S+)? )*)(dist\/\S+\.js)$/.exec(scripts.start);
  if (!found)
    throw new Error(`the start script no longer runs a compiled server: ${scripts.start}`);
  return [...found[1]!.split(' ').filter(Boolean), found[2]!];
}

/** Compiles the server as `npm start` does (about a second); once before the instances start. */
export function buildServer(): void {
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}

/**
 * One Crewcast instance as `npm start` runs it (the same Node flags and compiled server; call
 * `buildServer` first) in a process of its own, with a data folder of its own: instances share
 * nothing but the services named in `env`.
 */
export function startInstance(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `crewcast-${name}-`));
  const child = spawn(process.execPath, startCommand(), {
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
