import { connect, createServer, type Socket } from 'node:net';

/** One instance the proxy may send connections to. */
export type Upstream = { name: string; port: number };

/** A connection the proxy carries: which instance took it, and how many bytes went up. */
type Carried = { client: Socket; server: Socket; upstream: string; sent: number; cut?: boolean };

/**
 * The load balancer in front of the instances, small enough to steer: every new connection goes
 * to the preferred instance, or to the next one when that refuses (as Caddy's `lb_try_duration`
 * and nginx's `proxy_next_upstream` do); `cut()` drops connections as a broken network would;
 * `cutAfter` drops a connection once it has carried that many bytes towards the server; and
 * `bytesPerSecond` paces what clients send, as a slow uplink does.
 */
export async function startTcpProxy(upstreams: Upstream[]) {
  let preferred = upstreams[0]!.name;
  let cutAfter: number | undefined;
  let onCut: (() => void) | undefined;
  let bytesPerSecond: number | undefined;
  const open = new Set<Carried>();
  const served: string[] = [];

  const order = () => [
    ...upstreams.filter((u) => u.name === preferred),
    ...upstreams.filter((u) => u.name !== preferred),
  ];

  function drop(carried: Carried) {
    carried.client.destroy();
    carried.server.destroy();
    open.delete(carried);
  }

  /**
   * Sends `chunk` up, holding the client back while the instance has not taken what was sent
   * (so the count is what reached it) and, when paced, to bytesPerSecond.
   */
  function forward(carried: Carried, chunk: Buffer) {
    if (carried.cut) return;
    carried.sent += chunk.length;
    const limit = cutAfter;
    if (limit !== undefined && carried.sent >= limit) {
      // The link breaks: the bytes up to the limit went through, nothing after.
      cutAfter = undefined;
      carried.cut = true;
      carried.server.write(chunk.subarray(0, chunk.length - (carried.sent - limit)));
      drop(carried);
      onCut?.();
      return;
    }
    const flushed = carried.server.write(chunk);
    const waits: Promise<void>[] = [];
    if (!flushed) waits.push(new Promise((resolve) => carried.server.once('drain', resolve)));
    if (bytesPerSecond) {
      const ms = (chunk.length / bytesPerSecond) * 1000;
      waits.push(new Promise((resolve) => setTimeout(resolve, ms)));
    }
    if (waits.length === 0) return;
    carried.client.pause();
    void Promise.all(waits).then(() => carried.client.resume());
  }

  function carry(client: Socket, candidates: Upstream[]) {
    const [upstream, ...rest] = candidates;
    if (!upstream) return client.destroy();
    const server = connect(upstream.port, '127.0.0.1');
    let connected = false;
    server.once('error', () => {
      if (!connected) carry(client, rest);
    });
    server.once('connect', () => {
      connected = true;
      const carried: Carried = { client, server, upstream: upstream.name, sent: 0 };
      open.add(carried);
      served.push(upstream.name);
      client.on('data', (chunk: Buffer) => forward(carried, chunk));
      client.resume();
      server.pipe(client);
      const end = () => drop(carried);
      // A cut connection's last bytes still reach the server before it closes too.
      client.once('close', () => !carried.cut && end());
      server.once('close', end);
      client.on('error', end);
      server.on('error', end);
    });
  }

  const proxy = createServer({ pauseOnConnect: true }, (client) => {
    client.on('error', () => client.destroy());
    carry(client, order());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    /** New connections go to this instance first. */
    prefer(name: string) {
      preferred = name;
    },
    /** Drops the next connection once it has carried `bytes` towards the server. */
    cutAfter(bytes: number, then?: () => void) {
      cutAfter = bytes;
      onCut = then;
    },
    /** Paces client bytes to `rate` per second (undefined: as fast as they come). */
    pace(rate: number | undefined) {
      bytesPerSecond = rate;
    },
    /** Drops every open connection. */
    cut() {
      for (const carried of [...open]) drop(carried);
    },
    /** The instance of each connection carried so far, in order. */
    served: () => [...served],
    async close() {
      for (const carried of [...open]) drop(carried);
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
