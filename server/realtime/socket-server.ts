import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AccountType } from '../../common/api/accounts.js';
import { checkedPrincipal, type AccountLookup } from '../auth/current-principal.js';
import {
  socketLimits,
  socketPath,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketClosing,
} from '../../common/realtime.js';
import { withLogContext } from '../observability/log-context.js';
import { memoryRateLimiter, type RateLimiter } from '../integrations/rate-limit/rate-limiter.js';
import type { RealtimeHub, RealtimeSessions } from './realtime-hub.js';
import { useRedisAdapter } from './redis-clients.js';
import {
  addressOf,
  engineIdentity,
  tokenOf,
  verifySocketToken,
  type SocketIdentity,
} from './socket-auth.js';
import { socketTickets, type SocketTickets } from './socket-tickets.js';

/**
 * What the server keeps on each socket: whose it is, their account type, when its access token
 * expires and when it connected (ms), and (an Admin writing for a client in the chat) the client
 * whose messages it also hears. `requestId` names the handshake in logs: every event the socket
 * handles logs under it and an id of its own.
 */
type SocketData = {
  uid: string;
  requestId: string;
  accountType: AccountType;
  expiresAt: number;
  connectedAt: number;
  watching?: string | null;
};

/** The Socket.IO server of the app. */
export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** One socket of the app's server. */
export type AppServerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The room every socket of one user joins, so a push to the user reaches all their tabs. */
export function userRoom(uid: string): string {
  return `user:${uid}`;
}

/** The room of the Admin sockets emulating a user in the chat: they hear the user's messages. */
export function watchRoom(uid: string): string {
  return `watch:${uid}`;
}

/** Whether the access token a socket connected with has expired; handlers check it first. */
export function sessionExpired(socket: { data: { expiresAt: number } }, now = Date.now()): boolean {
  return now >= socket.data.expiresAt;
}

/** Ends a socket, telling the client why first and whether to connect again. */
export function endSocket(
  socket: { emit: AppServerSocket['emit']; disconnect(close?: boolean): unknown },
  reason: SocketClosing['reason'],
): void {
  socket.emit('closing', { reason, reconnect: reason !== 'tooManySockets' });
  socket.disconnect(true);
}

/**
 * Ends every socket of this instance with a reconnect hint, so browsers connect again (to
 * another instance) at once; app.close() calls it before the HTTP server closes. The connection
 * is closed under the sockets rather than the sockets disconnected, so even a client that
 * ignores the hint sees a lost connection, which Socket.IO clients retry by themselves.
 */
export function endSocketsForShutdown(io: SocketServer): void {
  io.local.emit('closing', { reason: 'serverShutdown', reconnect: true });
  for (const socket of io.sockets.sockets.values()) socket.conn.close();
}

/** The sockets in `room` on every instance, or on this one when the others cannot be asked. */
export async function socketsIn(io: SocketServer, room: string | string[]) {
  try {
    return await io.in(room).fetchSockets();
  } catch {
    return await io.local.in(room).fetchSockets();
  }
}

export type SocketServerDeps = {
  jwtKey: Uint8Array;
  /** REDIS_URL spans instances; TRUST_PROXY (hops) lets X-Forwarded-For name the client. */
  config: {
    REDIS_URL?: string | undefined;
    TRUST_PROXY?: number;
    /** Handshakes one address may make a minute (socketLimits.handshakesPerAddress). */
    SOCKET_HANDSHAKE_LIMIT?: number;
  };
  /** Counts handshakes per address; in-process when left out. */
  limiter?: RateLimiter;
  limits?: Partial<typeof socketLimits>;
  /**
   * The account as stored now: a socket takes its type rather than the one signed into its token,
   * so a deleted account cannot connect, a demoted Admin connects without Admin powers, and a
   * token issued before its user's sessions ended cannot connect on any instance. The same check
   * as every HTTP request's (`checkedPrincipal`).
   */
  accountOf: AccountLookup;
};

/**
 * Attaches Socket.IO (path socketPath) to the app's HTTP server; it answers once the app listens.
 * The first request of an engine.io session must carry a valid access token (query `token` or a
 * Bearer header) and stay within the handshakes allowed per address, so no session exists for
 * strangers; the Socket.IO handshake checks the token again (`auth: {token}`). A socket ends
 * when its token expires, when its user's sessions end (`hub.sessionEnded`), when the user opens
 * too many, and on shutdown, each time with a `closing` hint first. With REDIS_URL, the Redis
 * adapter carries pushes to the sockets of every instance, and a Redis outage only narrows
 * delivery to this instance until Redis returns.
 */
export function attachSocketServer(
  app: FastifyInstance,
  deps: SocketServerDeps,
): {
  io: SocketServer;
  hub: RealtimeHub;
  sessions: RealtimeSessions;
  tickets: SocketTickets;
  redis?: Redis;
} {
  const perMinute = deps.config.SOCKET_HANDSHAKE_LIMIT;
  const limits = {
    ...socketLimits,
    ...(perMinute ? { handshakesPerAddress: perMinute } : {}),
    ...deps.limits,
  };
  const handshakes = deps.limiter ?? memoryRateLimiter();
  const tickets = socketTickets(deps.jwtKey, (nonce, ttlMs) =>
    handshakes.hit(`socket-ticket:${nonce}`, 1, ttlMs).then((r) => r.allowed),
  );
  // Who the ticket of each engine.io handshake spoke for, for the Socket.IO handshake after it.
  const ticketed = new WeakMap<object, SocketIdentity>();

  const io: SocketServer = new Server(app.server, {
    path: socketPath,
    serveClient: false,
    allowRequest: (req, callback) => {
      const address = addressOf(req, deps.config.TRUST_PROXY ?? 0);
      handshakes
        .hit(`socket-handshake:${address}`, limits.handshakesPerAddress, limits.handshakeWindowMs)
        // A limiter that cannot count (Redis away) lets the handshake through to the token check.
        .catch(() => ({ allowed: true }))
        .then(async ({ allowed }) => {
          if (!allowed) return callback('rate_limited', false);
          const who = await engineIdentity(req, deps.jwtKey, tickets, ticketed);
          callback(who ? null : 'unauthorized', who !== undefined);
        })
        .catch(() => callback('unauthorized', false));
    },
  });

  // Back from an outage, each socket here reconnects and catches up on the pushes it missed.
  const redis = deps.config.REDIS_URL
    ? useRedisAdapter(io, deps.config.REDIS_URL, app.log, () => {
        for (const socket of io.sockets.sockets.values()) endSocket(socket, 'missedPushes');
      })
    : undefined;
  identifySockets(io, deps, ticketed);

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.uid));
    // Socket.IO dispatches the event after this middleware on the next tick, which keeps the
    // context: the handler's logs and audit rows carry the handshake's and the event's ids.
    const ip = addressOf(socket.request, deps.config.TRUST_PROXY ?? 0);
    // The first HTTP request of the session (its headers, its parser state) is read only here and
    // in the handshake before it; engine.io would keep it for the socket's whole life, some
    // kilobytes for each of thousands of idle sockets (socket.io's "Memory usage" page).
    (socket.conn as { request: unknown }).request = null;
    socket.use((packet, next) =>
      withLogContext(
        {
          requestId: socket.data.requestId,
          ip,
          eventId: randomUUID(),
          event: String(packet[0]),
        },
        next,
      ),
    );
    // The socket lives as long as its token; the client renews it and connects again.
    const expiry = setTimeout(
      () => endSocket(socket, 'tokenExpired'),
      Math.min(Math.max(0, socket.data.expiresAt - Date.now()), 2 ** 31 - 1),
    );
    expiry.unref();
    socket.on('disconnect', () => clearTimeout(expiry));
    void dropOldestBeyond(io, socket.data.uid, limits.socketsPerUser);
  });

  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    endSocketsForShutdown(io);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    // disconnect(), not quit(): quit waits for a Redis that may be away, holding the shutdown.
    if (redis) {
      redis.pub.disconnect();
      redis.sub.disconnect();
    }
    if (!deps.limiter) await handshakes.close();
  });

  const hub: RealtimeHub = {
    toUsers(uids, event, ...args) {
      if (uids.length === 0) return;
      io.to(uids.map(userRoom)).emit(event, ...args);
    },
    toUsersAndRooms({ uids, rooms }, event, ...args) {
      const all = [...uids.map(userRoom), ...rooms];
      if (all.length === 0) return;
      io.to(all).emit(event, ...args);
    },
  };
  const sessions: RealtimeSessions = {
    sessionEnded(uid) {
      io.in(userRoom(uid)).emit('closing', { reason: 'sessionEnded', reconnect: true });
      io.in(userRoom(uid)).disconnectSockets(true);
    },
  };
  return { io, hub, sessions, tickets, ...(redis ? { redis: redis.pub } : {}) };
}

/**
 * The Socket.IO handshake: the access token of `auth` (or the identity the engine.io handshake's
 * ticket gave), checked against the account as it is now and the end of its sessions.
 */
function identifySockets(
  io: SocketServer,
  deps: SocketServerDeps,
  ticketed: WeakMap<object, SocketIdentity>,
): void {
  io.use((socket, next) => {
    const token = tokenOf({ auth: socket.handshake.auth, query: socket.handshake.query });
    const byTicket = ticketed.get(socket.request);
    (token === undefined && byTicket
      ? Promise.resolve(byTicket)
      : verifySocketToken(deps.jwtKey, token)
    )
      .then(async (who) => {
        const principal = who && (await checkedPrincipal(deps.accountOf, who));
        if (!who || !principal) return next(new Error('unauthorized'));
        socket.data.uid = principal.uid;
        socket.data.accountType = principal.accountType;
        socket.data.expiresAt = who.expiresAt;
        socket.data.connectedAt = Date.now();
        socket.data.requestId = handshakeRequestId(socket.handshake.headers['x-request-id']);
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });
}

/** A balancer's request id for the handshake when it sent a plausible one, else a new one. */
export function handshakeRequestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.:-]{1,100}$/.test(header) ? header : randomUUID();
}

/** Keeps a user's newest `max` sockets, on every instance, and ends the older ones. */
async function dropOldestBeyond(io: SocketServer, uid: string, max: number): Promise<void> {
  const sockets = await socketsIn(io, userRoom(uid)).catch(() => []);
  if (sockets.length <= max) return;
  const oldestFirst = [...sockets].sort((a, b) => a.data.connectedAt - b.data.connectedAt);
  for (const socket of oldestFirst.slice(0, sockets.length - max))
    endSocket(socket, 'tooManySockets');
}
