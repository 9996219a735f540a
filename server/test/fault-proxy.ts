import { EventEmitter } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * What the path to the dependency does with connections:
 * - forward: carries them both ways;
 * - refuse: nothing listens (new connections get ECONNREFUSED, as from a stopped server);
 * - blackhole: connections open (new ones too) but nothing gets through either way, as when a
 *   failover moves an address or a firewall drops packets.
 */
export type FaultMode = 'forward' | 'refuse' | 'blackhole';

type Pair = { client: Socket; server?: Socket };

/**
 * A TCP proxy a test puts between the server and a dependency (PostgreSQL, Redis) to break the
 * path on purpose: refuse new connections, reset the open ones (as a restart or a cut network
 * does) or swallow everything. `bytesUp` counts what clients sent and emits 'up' at each chunk, so
 * a test can wait until a query has left before it cuts.
 */
export async function startFaultProxy(target: { host?: string; port: number }) {
  const host = target.host ?? '127.0.0.1';
  let mode: FaultMode = 'forward';
  const open = new Set<Pair>();
  const events = new EventEmitter();
  let bytesUp = 0;

  function end(pair: Pair) {
    pair.client.destroy();
    pair.server?.destroy();
    open.delete(pair);
  }

  function accept(client: Socket) {
    const pair: Pair = { client };
    open.add(pair);
    client.on('error', () => end(pair));
    client.on('close', () => end(pair));
    client.on('data', (chunk: Buffer) => {
      bytesUp += chunk.length;
      if (mode !== 'blackhole') pair.server?.write(chunk);
      events.emit('up', bytesUp);
    });
    if (mode === 'blackhole') return;
    const server = connect(target.port, host);
    pair.server = server;
    server.on('data', (chunk: Buffer) => {
      if (mode !== 'blackhole') client.write(chunk);
    });
    server.on('error', () => end(pair));
    server.on('close', () => end(pair));
  }

  let listener: Server = createServer(accept);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as { port: number }).port;

  async function listen() {
    listener = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', resolve);
    });
  }
  async function stopListening() {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  }

  return {
    port,
    /** `url` with its host and port replaced by the proxy's. */
    via(url: string): string {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    mode: () => mode,
    /** Switches what the path does from now on; open connections follow (refuse also resets). */
    async set(next: FaultMode) {
      if (next === mode) return;
      const wasRefusing = mode === 'refuse';
      mode = next;
      if (next === 'refuse') {
        const closed = stopListening();
        this.reset();
        await closed;
      } else if (wasRefusing) await listen();
    },
    /** Resets every open connection (a TCP RST to both ends). */
    reset() {
      for (const pair of [...open]) {
        pair.client.resetAndDestroy();
        pair.server?.resetAndDestroy();
        open.delete(pair);
      }
    },
    /** Connections open through the proxy now. */
    openCount: () => open.size,
    /** Resolves once clients have sent more than `bytes` in all (see bytesUp). */
    async sentMoreThan(bytes: number): Promise<void> {
      if (bytesUp > bytes) return;
      await new Promise<void>((resolve) => {
        const check = (sent: number) => {
          if (sent <= bytes) return;
          events.off('up', check);
          resolve();
        };
        events.on('up', check);
      });
    },
    /** Bytes clients have sent through the proxy so far. */
    bytesUp: () => bytesUp,
    async close() {
      this.reset();
      if (mode !== 'refuse') await stopListening();
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
