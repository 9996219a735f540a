import { io, type Socket } from 'socket.io-client';
import { realtimeRoutes } from '../../common/api/realtime';
import { keepLive, refusedToken, type LiveSocket } from '../../common/realtime-client';
import {
  socketClientOptions,
  socketPath,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../common/realtime';
import { currentAccessToken } from '../app/session';
import { callApi, refreshAccessToken } from './api-client';

/** The app's Socket.IO connection, typed by the event maps of common/realtime.ts. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Whether a connect_error is the server refusing the handshake's token rather than a network
 * failure: a 403 before the engine.io session, or a middleware refusal naming the token.
 */
export const isAuthFailure = refusedToken;

/** Whether an access token has expired or will within 10 s (its `exp`, read without checking). */
export function expiresSoon(token: string, now = Date.now()): boolean {
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof payload.exp !== 'number' || payload.exp * 1000 < now + 10_000;
  } catch {
    return true;
  }
}

const reconnectedListeners = new Set<() => void>();

/**
 * Calls `listener` each time the tab's socket is back after a break (not on its first
 * connection), so a feature refetches what it may have missed. Returns the unsubscribe.
 */
export function onReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => reconnectedListeners.delete(listener);
}

let socket: AppSocket | null = null;
let stopKeepingLive: (() => void) | null = null;
let holders = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function open(): AppSocket {
  const created: AppSocket = io({
    path: socketPath,
    ...socketClientOptions,
    // keepLive connects once it holds a ticket for the engine.io handshake, whose URL proxies
    // log, so the URL never carries the access token.
    autoConnect: false,
    // A function, so every (re)connection sends the token current at that moment.
    auth: (send) => send({ token: currentAccessToken() ?? '' }),
  });
  stopKeepingLive = keepLive(created as unknown as LiveSocket, {
    currentToken: currentAccessToken,
    renewToken: () => refreshAccessToken().catch(() => null),
    expiresSoon: (token) => expiresSoon(token),
    sleep,
    onReconnected: () => reconnectedListeners.forEach((listener) => listener()),
    // After a deploy every tab reconnects at once: spread them over two seconds.
    shutdownDelayMs: () => 200 + Math.random() * 1800,
    ticket: () =>
      callApi(realtimeRoutes.socketTicket)
        .then((answer) => answer.ticket)
        .catch(() => null),
  });
  return created;
}

/**
 * Connects the signed-in user's socket (once, however many hold it) and returns it with a
 * release function; the last release disconnects, as leaving the dashboard or logging out does.
 */
export function holdSocket(): { socket: AppSocket; release: () => void } {
  socket ??= open();
  holders += 1;
  const held = socket;
  let released = false;
  return {
    socket: held,
    release: () => {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders === 0 && socket === held) {
        stopKeepingLive?.();
        stopKeepingLive = null;
        held.disconnect();
        socket = null;
      }
    },
  };
}
