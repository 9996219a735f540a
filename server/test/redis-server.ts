import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** A port nobody listens on right now. */
export async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A throwaway redis-server on its own port (no persistence), which a test stops and starts
 * again to play an outage. `redis-server` must be on the PATH.
 */
export async function startRedisServer(port?: number) {
  const chosen = port ?? (await sparePort());
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(chosen), '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, start, stop };
}

/** Whether this machine can run startRedisServer. */
export function hasRedisServer(): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, 'redis-server')));
}
