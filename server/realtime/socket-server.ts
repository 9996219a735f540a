import type { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AccountType } from '../../common/api/accounts.js';
import {
  socketPath,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../common/realtime.js';
import { readAccessToken } from '../auth/tokens.js';
import { loadOptionalPackage } from '../integrations/optional-package.js';
import type { RealtimeHub } from './realtime-hub.js';

/**
 * What the server keeps on each socket: whose it is, their account type, and (an Admin writing
 * for a client in the chat) the client whose messages it also hears.
 */
type SocketData = { uid: string; accountType: AccountType; watching?: string | null };

/** The Socket.IO server of the app. */
export type SocketServer = Server<
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

/**
 * Attaches Socket.IO (path socketPath) to the app's HTTP server; it answers once the app listens.
 * A browser connects with `auth: {token}`, its access token; a missing, forged or expired token
 * is refused (the client gets connect_error 'unauthorized'). The token is checked at connection
 * only: a reconnect must bring a fresh one. With `redisUrl`, the Redis adapter carries pushes to
 * the sockets of every instance. Sockets and Redis connections close with the app.
 */
export function attachSocketServer(
  app: FastifyInstance,
  deps: { jwtKey: Uint8Array; redisUrl?: string | undefined },
): { io: SocketServer; hub: RealtimeHub } {
  const io: SocketServer = new Server(app.server, { path: socketPath, serveClient: false });

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (deps.redisUrl) {
    const { Redis: RedisClient } = loadOptionalPackage<{ Redis: typeof Redis }>('ioredis');
    const pub = new RedisClient(deps.redisUrl, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    // ioredis reconnects on its own; without a listener an outage would crash the process.
    for (const client of [pub, sub])
      client.on('error', (err) => app.log.warn({ err }, 'realtime redis connection error'));
    const adapter = loadOptionalPackage<{ createAdapter: typeof createAdapter }>(
      '@socket.io/redis-adapter',
    );
    io.adapter(adapter.createAdapter(pub, sub, { key: 'crewcast:socket.io' }));
    redis = { pub, sub };
  }

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') return next(new Error('unauthorized'));
    readAccessToken(deps.jwtKey, token).then(
      (principal) => {
        if (!principal) return next(new Error('unauthorized'));
        socket.data.uid = principal.uid;
        socket.data.accountType = principal.accountType;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.uid));
  });

  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
  });

  const hub: RealtimeHub = {
    toUsers(uids, event, ...args) {
      if (uids.length === 0) return;
      io.to(uids.map(userRoom)).emit(event, ...args);
    },
  };
  return { io, hub };
}
