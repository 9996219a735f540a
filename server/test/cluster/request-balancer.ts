import http from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Upstream } from './tcp-proxy.js';

/**
 * The load balancer as Caddy's `reverse_proxy` runs it with several upstreams and no sticky
 * sessions: every HTTP request, and every WebSocket upgrade, goes to the next instance in turn
 * (round robin), whatever connection it came on. An instance that refuses the connection is
 * skipped for that request (as `lb_try_duration` does). Nothing ties two requests of one client
 * together, so whatever needs a session on one instance (engine.io's long-polling) breaks here
 * as it would in production.
 */
export async function startRequestBalancer(upstreams: Upstream[]) {
  let turn = 0;
  const served: string[] = [];
  const open = new Set<Socket | Duplex>();

  /** The instances in the order this request tries them: the next in turn first. */
  function rotation(): Upstream[] {
    const start = turn % upstreams.length;
    turn += 1;
    return [...upstreams.slice(start), ...upstreams.slice(0, start)];
  }

  /** Opens a connection to the first instance that takes it, or undefined when none does. */
  async function reach(order: Upstream[]): Promise<{ socket: Socket; name: string } | undefined> {
    for (const upstream of order) {
      const socket = await new Promise<Socket | undefined>((resolve) => {
        const s = connect(upstream.port, '127.0.0.1');
        s.once('connect', () => resolve(s));
        s.once('error', () => resolve(undefined));
      });
      if (socket) {
        open.add(socket);
        socket.once('close', () => open.delete(socket));
        served.push(upstream.name);
        return { socket, name: upstream.name };
      }
    }
    return undefined;
  }

  const server = http.createServer((req, res) => {
    req.pause();
    void reach(rotation()).then((reached) => {
      if (!reached) {
        res.writeHead(502).end();
        return;
      }
      const { socket } = reached;
      const up = http.request({
        method: req.method,
        path: req.url,
        // One upstream connection per request: nothing of the client's connection carries over.
        headers: { ...req.headers, connection: 'close' },
        createConnection: () => socket,
      });
      up.on('response', (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.rawHeaders));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      up.on('error', () => res.destroy());
      // A client that goes away mid-request takes the upstream request with it.
      res.on('close', () => {
        if (!res.writableFinished) up.destroy();
      });
      req.pipe(up);
      req.resume();
    });
  });

  server.on('upgrade', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    open.add(client);
    client.on('error', () => client.destroy());
    client.once('close', () => open.delete(client));
    void reach(rotation()).then((reached) => {
      if (!reached) return client.destroy();
      const { socket } = reached;
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) socket.write(head);
      socket.pipe(client);
      client.pipe(socket);
      socket.on('error', () => client.destroy());
      socket.once('close', () => client.destroy());
      client.once('close', () => socket.destroy());
    });
  });

  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    /** The instance of each request and upgrade carried so far, in order. */
    served: () => [...served],
    async close() {
      for (const s of [...open]) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** The response's headers less those that describe the upstream connection, not the answer. */
function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (!hopByHop.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

export type RequestBalancer = Awaited<ReturnType<typeof startRequestBalancer>>;
