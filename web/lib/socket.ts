import { io, type Socket } from 'socket.io-client';
import {
  socketClientOptions,
  socketPath,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../common/realtime';
import { currentAccessToken } from '../app/session';
import { refreshAccessToken } from './api-client';

/** The app's Socket.IO connection, typed by the event maps of common/realtime.ts. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Whether a connect_error is the server refusing the handshake's token rather than a network
 * failure. A middleware refusal carries its reason in the message or in `data.code`.
 */
export function isAuthFailure(error: Error & { data?: unknown }): boolean {
  const data = error.data;
  const code =
    data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
      ? data.code
      : '';
  return /unauthori[sz]ed|invalid_grant|forbidden|token|jwt|auth/i.test(`${code} ${error.message}`);
}

let socket: AppSocket | null = null;
let holders = 0;

function open(): AppSocket {
  const created: AppSocket = io({
    path: socketPath,
    ...socketClientOptions,
    // A function, so every (re)connection sends the token current at that moment.
    auth: (send) => send({ token: currentAccessToken() ?? '' }),
  });
  let refreshed = false;
  created.on('connect', () => {
    refreshed = false;
  });
  created.on('connect_error', (error) => {
    // Socket.IO retries network failures by itself; a refused token it does not retry.
    if (!isAuthFailure(error) || refreshed) return;
    refreshed = true;
    refreshAccessToken().then(
      (token) => {
        if (token && socket === created) created.connect();
      },
      (failure: unknown) => console.warn('Could not refresh the token for live updates.', failure),
    );
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
        held.disconnect();
        socket = null;
      }
    },
  };
}
