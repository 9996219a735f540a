import { connect, createServer, type Socket } from 'node:net';

/** What the app sent PostgreSQL, as the wire carried it. */
export type WireCounts = {
  /**
   * Round trips: each Sync (the end of an extended-protocol query) and each simple Query is one
   * wait for the server's answer.
   */
  trips: number;
  /** Frontend messages by their type letter (P parse, B bind, E execute, S sync, Q query, …). */
  messages: Record<string, number>;
  /** The SQL of each Parse and simple Query, with how often it was sent. */
  statements: Map<string, number>;
};

// Startup-phase requests that the server answers with one byte before the real startup message.
const sslRequest = 80_877_103;
const gssEncRequest = 80_877_104;

/** Reads the frontend messages of one connection as its bytes arrive, in any chunking. */
function frontendReader(onMessage: (type: string, body: Buffer) => void) {
  let pending: Buffer = Buffer.alloc(0);
  let startup = true;
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (startup) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        startup = code === sslRequest || code === gssEncRequest;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) return;
      onMessage(String.fromCharCode(pending[0]!), pending.subarray(5, length + 1));
      pending = pending.subarray(length + 1);
    }
  };
}

/** The SQL a Parse ("name\0sql\0…") or a Query ("sql\0") message carries. */
function sqlOf(type: string, body: Buffer): string | undefined {
  if (type === 'Q') return body.toString('utf8', 0, Math.max(0, body.indexOf(0)));
  if (type !== 'P') return undefined;
  const start = body.indexOf(0) + 1;
  return body.toString('utf8', start, body.indexOf(0, start));
}

/**
 * A TCP proxy in front of PostgreSQL that counts what the app sends it, message by message, so a
 * test or a bench can tell how many round trips a request costs on the wire: queries Kysely does
 * not see (a driver's own statements, a SET, a transaction's BEGIN and COMMIT) count too.
 * Connections that LISTEN are left out of the counts: their pings are the listener's, not any
 * request's.
 */
export async function startWireCounter(target: { host?: string; port: number }) {
  const host = target.host ?? '127.0.0.1';
  let counts: WireCounts = { trips: 0, messages: {}, statements: new Map() };
  const open = new Set<Socket>();

  const server = createServer((client) => {
    const upstream = connect(target.port, host);
    open.add(client).add(upstream);
    let listening = false;
    const read = frontendReader((type, body) => {
      const sql = sqlOf(type, body);
      if (sql && /^\s*listen\b/i.test(sql)) listening = true;
      if (listening) return;
      counts.messages[type] = (counts.messages[type] ?? 0) + 1;
      if (type === 'S' || type === 'Q') counts.trips += 1;
      if (sql !== undefined) counts.statements.set(sql, (counts.statements.get(sql) ?? 0) + 1);
    });
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    port,
    /** `url` with its host and port replaced by the proxy's. */
    via(url: string): string {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    /** What was sent since the last reset (or the start). */
    counts: (): WireCounts => counts,
    reset() {
      counts = { trips: 0, messages: {}, statements: new Map() };
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
