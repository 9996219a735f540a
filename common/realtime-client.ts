import type { SocketClosing } from './realtime.js';

// How a browser keeps its live connection (docs/architecture.md, realtime): it connects again
// after every end the server asks it to survive, renewing its access token when needed, catches up
// on what it missed, and sends its chat messages until the server has answered each one. Written
// against the few members of a socket.io-client socket it uses, so the browser and the server's
// tests run the same code.

/** What the policy uses of a socket.io-client socket. */
export type LiveSocket = {
  readonly connected: boolean;
  /** Whether the client will try again by itself after a failed connection. */
  readonly active: boolean;
  auth: object | ((send: (data: object) => void) => void);
  io: { opts: { query?: object | string } };
  connect(): unknown;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  timeout(ms: number): {
    emit(
      event: string,
      payload: unknown,
      ack: (error: Error | null, answer: never) => void,
    ): unknown;
  };
};

export type LiveSessionOptions = {
  /** The access token held now (it may have expired). */
  currentToken(): string | null;
  /** A new access token through the refresh cookie; null once the session is over. */
  renewToken(): Promise<string | null>;
  /** Whether a token has expired or is about to; such a token is renewed before connecting. */
  expiresSoon(token: string): boolean;
  /** Waits `ms` (the browser's or Node's timer; common code has none of its own). */
  sleep(ms: number): Promise<void>;
  /** After every connection but the first: refetch what may have changed meanwhile. */
  onReconnected?(): void;
  /** The server will not take this socket back (the user has too many), or the session is over. */
  onGaveUp?(why: 'tooManySockets' | 'sessionOver'): void;
  /** How long to wait before connecting again after an instance shut down; spreads the crowd. */
  shutdownDelayMs?(): number;
  /**
   * A single-use ticket for the next handshake (POST /api/realtime/ticket); null when none could
   * be had. Given this, the handshake's URL carries the ticket instead of the access token (which
   * travels only in the Socket.IO `auth`), and keepLive makes the first connection itself: the
   * socket must be created with `autoConnect: false`.
   */
  ticket?(): Promise<string | null>;
};

/** Whether a failed connection is the server refusing the token rather than the network. */
export function refusedToken(
  error: Error & { data?: unknown; description?: unknown; context?: unknown },
): boolean {
  const data = error.data;
  // The handshake limit per address answers 403 too, naming itself: a new token would not help.
  const context = error.context as { responseText?: unknown } | undefined;
  if (typeof context?.responseText === 'string' && context.responseText.includes('rate_limited'))
    return false;
  const code =
    data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
      ? data.code
      : '';
  // Refused before an engine.io session opens: the polling request answers 403.
  if (error.description === 403) return true;
  return /unauthori[sz]ed|invalid_grant|forbidden|token|jwt|auth/i.test(`${code} ${error.message}`);
}

const queryOf = (socket: LiveSocket) =>
  typeof socket.io.opts.query === 'object' ? socket.io.opts.query : {};

/**
 * Puts `token` where the next handshake reads it: the Socket.IO auth, and the engine.io query
 * unless a ticket goes there instead.
 */
function useToken(socket: LiveSocket, token: string, inQuery: boolean): void {
  if (inQuery) socket.io.opts.query = { ...queryOf(socket), token };
  if (typeof socket.auth !== 'function') socket.auth = { ...socket.auth, token };
}

/**
 * Keeps `socket` connected for as long as the session lasts. After the server ends it (token
 * expired, sessions ended, shutdown) it connects again, with a renewed token when the old one
 * will not do; a refused token is renewed and tried again with a growing pause; a lost
 * connection Socket.IO retries itself, each try with the token current then. Returns the stop.
 */
export function keepLive(socket: LiveSocket, options: LiveSessionOptions): () => void {
  let hint: SocketClosing | undefined;
  let connectedBefore = false;
  let failures = 0;
  let stopped = false;

  const { ticket } = options;
  const token = options.currentToken();
  if (token) useToken(socket, token, !ticket);

  /** A usable token (renewed when asked or needed) and, with tickets, a fresh ticket in place. */
  async function prepare(renew: boolean): Promise<'ready' | 'over' | 'failed'> {
    let next = options.currentToken();
    if (renew || !next || options.expiresSoon(next)) next = await options.renewToken();
    if (!next) return 'over';
    useToken(socket, next, !ticket);
    if (!ticket) return 'ready';
    const fresh = await ticket();
    if (!fresh) return 'failed';
    socket.io.opts.query = { ...queryOf(socket), ticket: fresh };
    return 'ready';
  }

  async function connectAgain(renew: boolean, delayMs: number): Promise<void> {
    await options.sleep(delayMs);
    if (stopped || socket.connected) return;
    const ready = await prepare(renew);
    if (stopped) return;
    if (ready === 'over') return options.onGaveUp?.('sessionOver');
    if (ready === 'failed') {
      failures += 1;
      return connectAgain(true, Math.min(1000 * 2 ** (failures - 1), 30_000));
    }
    socket.connect();
  }

  const onConnect = () => {
    failures = 0;
    hint = undefined;
    if (connectedBefore) options.onReconnected?.();
    connectedBefore = true;
  };
  const onClosing = (closing: SocketClosing) => {
    hint = closing;
  };
  const onDisconnect = (reason: string) => {
    if (reason !== 'io server disconnect') return;
    const why = hint;
    hint = undefined;
    if (why && !why.reconnect) return options.onGaveUp?.('tooManySockets');
    // Every socket of the instance is ended at once: spread their returns.
    const all = why?.reason === 'serverShutdown' || why?.reason === 'missedPushes';
    const delay = all ? (options.shutdownDelayMs?.() ?? 0) : 0;
    void connectAgain(why?.reason === 'tokenExpired' || why?.reason === 'sessionEnded', delay);
  };
  const onReconnectAttempt = () => {
    const current = options.currentToken();
    if (current) useToken(socket, current, !ticket);
  };
  const onConnectError = (
    error: Error & { data?: unknown; description?: unknown; context?: unknown },
  ) => {
    const current = options.currentToken();
    const renew = refusedToken(error) || !current || options.expiresSoon(current);
    failures += 1;
    const pause = Math.min(1000 * 2 ** (failures - 1), 30_000);
    // A refused handshake Socket.IO does not retry; a lost connection it does, with the token
    // renewed (and a new ticket taken) here in the meantime.
    if (!socket.active) void connectAgain(renew, failures === 1 ? 0 : pause);
    else if (ticket) void prepare(renew);
    else if (renew) void options.renewToken().then((t) => t && useToken(socket, t, true));
  };

  socket.on('connect', onConnect);
  socket.on('closing', onClosing);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  const manager = socket.io as unknown as LiveSocket;
  manager.on('reconnect_attempt', onReconnectAttempt);
  if (ticket) void connectAgain(false, 0);
  return () => {
    stopped = true;
    socket.off('connect', onConnect);
    socket.off('closing', onClosing);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    manager.off('reconnect_attempt', onReconnectAttempt);
  };
}

/** A refusal the sender waits out and then sends the same message again. */
const retryLater = new Set(['message_rate_limited', 'unauthorized', 'service_unavailable']);

type Answer = { ok: true } | { ok: false; error: { code: string } };

/**
 * Sends events one after another, each until the server has answered it: an emit without an
 * answer (the connection went, the socket ended) is sent again once connected, a flood refusal
 * after a pause, an expired token after the reconnection. The client-made message id makes every
 * repeat harmless. Answers the server's answer, or rejects after `giveUpMs`.
 */
export function patientSender(
  socket: LiveSocket,
  options: { sleep(ms: number): Promise<void>; attemptMs?: number; giveUpMs?: number },
) {
  const attemptMs = options.attemptMs ?? 5000;
  const giveUpMs = options.giveUpMs ?? 60_000;
  let tail: Promise<unknown> = Promise.resolve();

  const attempt = (event: string, payload: unknown) =>
    new Promise<Answer | undefined>((resolve) => {
      socket
        .timeout(attemptMs)
        .emit(event, payload, (error, answer: Answer) => resolve(error ? undefined : answer));
    });

  async function untilAnswered<A extends Answer>(event: string, payload: unknown): Promise<A> {
    const deadline = Date.now() + giveUpMs;
    for (let tries = 0; Date.now() < deadline; tries += 1) {
      if (!socket.connected) {
        await options.sleep(100);
        continue;
      }
      const answer = await attempt(event, payload);
      if (answer && (answer.ok || !retryLater.has(answer.error.code))) return answer as A;
      // A refusal to wait out: pause a little longer each time (the allowance refills meanwhile).
      if (answer) await options.sleep(Math.min(200 * (tries + 1), 2000));
    }
    throw new Error('no answer from the server');
  }

  return {
    send<A extends Answer>(event: string, payload: unknown): Promise<A> {
      const result = tail.then(() => untilAnswered<A>(event, payload));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
