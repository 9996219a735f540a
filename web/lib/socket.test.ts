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
    };
  },
}));

const refresh = vi.hoisted(() => vi.fn<() => Promise<string | null>>());
vi.mock('./api-client', () => ({ refreshAccessToken: refresh }));

const { holdSocket, isAuthFailure } = await import('./socket');

const emit = (event: string, ...args: unknown[]) =>
  fake.handlers.get(event)?.forEach((handler) => handler(...args));

afterEach(() => {
  fake.connect.mockClear();
  fake.disconnect.mockClear();
  refresh.mockReset();
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
    refresh.mockResolvedValue('token-2');
    const held = holdSocket();
    emit(
      'connect_error',
      Object.assign(new Error('unauthorized'), { data: { code: 'unauthorized' } }),
    );
    emit('connect_error', new Error('unauthorized'));
    await vi.waitFor(() => expect(fake.connect).toHaveBeenCalledTimes(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    held.release();
  });

  it('leaves network failures to Socket.IO’s own reconnection', () => {
    const held = holdSocket();
    emit('connect_error', new Error('xhr poll error'));
    expect(refresh).not.toHaveBeenCalled();
    held.release();
  });

  it('tells a refused token from a network failure', () => {
    expect(isAuthFailure(new Error('unauthorized'))).toBe(true);
    expect(isAuthFailure(Object.assign(new Error('x'), { data: { code: 'invalid_grant' } }))).toBe(
      true,
    );
    expect(isAuthFailure(new Error('websocket error'))).toBe(false);
    expect(isAuthFailure(new Error('timeout'))).toBe(false);
  });
});
