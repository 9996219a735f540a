import { afterEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

// A stand-in for socket.io-client's socket: records options, handlers and calls.
const fake = vi.hoisted(() => {
  const state = {
    options: undefined as Record<string, unknown> | undefined,
    handlers: new Map<string, Handler[]>(),
    connect: vi.fn(),
    disconnect: vi.fn(),
    created: 0,
    /** Whether Socket.IO would retry by itself (a lost connection, not a refused token). */
    active: false,
    managerHandlers: new Map<string, Handler[]>(),
  };
  return state;
});

vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    fake.created += 1;
    fake.options = options;
    fake.handlers.clear();
    return {
      on: (event: string, handler: Handler) => {
        fake.handlers.set(event, [...(fake.handlers.get(event) ?? []), handler]);
      },
      off: vi.fn(),
      connect: fake.connect,
      disconnect: fake.disconnect,
      get active() {
        return fake.active;
      },
      connected: false,
      auth: options.auth,
      io: {
        opts: { query: options.query },
        on: (event: string, handler: Handler) => {
          fake.managerHandlers.set(event, [...(fake.managerHandlers.get(event) ?? []), handler]);
        },
        off: vi.fn(),
      },
    };
  },
}));

const refresh = vi.hoisted(() => vi.fn<() => Promise<string | null>>());
// Each ticket POST answers the next ticket: ticket-1, ticket-2, …
const tickets = vi.hoisted(() => ({ issued: 0 }));
vi.mock('./api-client', () => ({
  refreshAccessToken: refresh,
  callApi: async () => {
    tickets.issued += 1;
    return { ticket: `ticket-${tickets.issued}`, expiresAt: '' };
  },
}));

const { holdSocket, isAuthFailure } = await import('./socket');

/** An unsigned token whose payload expires in `seconds` (the client reads exp, never checks). */
const tokenExpiringIn = (seconds: number) =>
  `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.y`;

const emit = (event: string, ...args: unknown[]) =>
  fake.handlers.get(event)?.forEach((handler) => handler(...args));

afterEach(() => {
  fake.connect.mockClear();
  fake.disconnect.mockClear();
  refresh.mockReset();
  fake.active = false;
  localStorage.clear();
});

describe('the realtime socket', () => {
  it('connects on the shared path with the current token and the docs/product.md §9 timings', () => {
    localStorage.setItem('accessToken', 'token-1');
    const held = holdSocket();
    expect(fake.options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
    });
    const auth = fake.options?.auth as (send: (data: object) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'token-1' });
    held.release();
  });

  it('connects only once it holds a ticket, which the engine.io query carries instead of the token', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(600));
    const held = holdSocket();
    expect(fake.options).toMatchObject({ autoConnect: false });
    expect(fake.options?.query).toBeUndefined();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    const query = held.socket.io.opts.query as Record<string, string>;
    expect(query).toEqual({ ticket: `ticket-${tickets.issued}` });
    // A lost connection: Socket.IO tries again by itself, with a new ticket in place.
    fake.active = true;
    emit('connect_error', new Error('websocket error'));
    await vi.waitFor(() =>
      expect(held.socket.io.opts.query).toEqual({ ticket: `ticket-${tickets.issued}` }),
    );
    expect(query.ticket).not.toBe(`ticket-${tickets.issued}`);
    expect(JSON.stringify(held.socket.io.opts.query)).not.toContain('token');
    held.release();
  });

  it('is shared by its holders and disconnected when the last one lets go', () => {
    const before = fake.created;
    const a = holdSocket();
    const b = holdSocket();
    expect(fake.created).toBe(before + 1);
    a.release();
    expect(fake.disconnect).not.toHaveBeenCalled();
    b.release();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token once on a refused handshake, then connects again', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(600));
    refresh.mockResolvedValue(tokenExpiringIn(900));
    const held = holdSocket();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    emit(
      'connect_error',
      Object.assign(new Error('unauthorized'), { data: { code: 'unauthorized' } }),
    );
    emit('connect_error', new Error('unauthorized'));
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    held.release();
  });

  it('leaves network failures to Socket.IO’s own reconnection', () => {
    localStorage.setItem('accessToken', tokenExpiringIn(600));
    const held = holdSocket();
    fake.active = true;
    emit('connect_error', new Error('xhr poll error'));
    expect(refresh).not.toHaveBeenCalled();
    held.release();
  });

  it('renews the token and connects again when the server ends the socket at its expiry', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(600));
    refresh.mockResolvedValue(tokenExpiringIn(900));
    const held = holdSocket();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    emit('closing', { reason: 'tokenExpired', reconnect: true });
    emit('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    held.release();
  });

  it('stays disconnected when the server dropped it for newer sockets of the user', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(600));
    refresh.mockResolvedValue(tokenExpiringIn(900));
    const held = holdSocket();
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    emit('closing', { reason: 'tooManySockets', reconnect: false });
    emit('disconnect', 'io server disconnect');
    // The sentinel: a session ended after it does reconnect, by a longer way (the token is
    // renewed first), so a reconnection the first drop wrongly made would have come before.
    emit('closing', { reason: 'sessionEnded', reconnect: true });
    emit('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(2));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fake.connect).toHaveBeenCalledTimes(2);
    held.release();
  });

  it('tells a refused token from a network failure', () => {
    expect(isAuthFailure(new Error('unauthorized'))).toBe(true);
    expect(isAuthFailure(Object.assign(new Error('x'), { data: { code: 'invalid_grant' } }))).toBe(
      true,
    );
    expect(isAuthFailure(new Error('websocket error'))).toBe(false);
    expect(isAuthFailure(Object.assign(new Error('xhr poll error'), { description: 403 }))).toBe(
      true,
    );
    const limited = { description: 403, context: { responseText: '{"message":"rate_limited"}' } };
    expect(isAuthFailure(Object.assign(new Error('xhr poll error'), limited))).toBe(false);
    expect(isAuthFailure(new Error('timeout'))).toBe(false);
  });
});
