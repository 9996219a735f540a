import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderUpdated } from '../../../common/realtime';
import { saveLogin } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { useOrderEvents } from './use-order-events';

const socket = vi.hoisted(() => {
  const listeners = new Map<string, (payload: unknown) => void>();
  return {
    listeners,
    reconnected: new Set<() => void>(),
    release: vi.fn(),
    on: vi.fn((event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
    }),
    off: vi.fn((event: string) => listeners.delete(event)),
  };
});
vi.mock('../../lib/socket', () => ({
  holdSocket: () => ({ socket: { on: socket.on, off: socket.off }, release: socket.release }),
  onReconnected: (listener: () => void) => {
    socket.reconnected.add(listener);
    return () => socket.reconnected.delete(listener);
  },
}));

function Probe() {
  useOrderEvents();
  return null;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useOrderEvents', () => {
  it('refreshes the order and credit queries on orderUpdated, and lets go on unmount', async () => {
    saveLogin(loginAnswer());
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(socket.listeners.has('orderUpdated')).toBe(true));
    const event: OrderUpdated = {
      requestId: '0b6f1a52-1111-4000-8000-000000000001',
      event: 'moreTimeAsked',
      at: '2026-03-02T10:00:00.000Z',
    };
    socket.listeners.get('orderUpdated')?.(event);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['payment', 'transactions'] });
    view.unmount();
    expect(socket.off).toHaveBeenCalledWith('orderUpdated', expect.any(Function));
    expect(socket.release).toHaveBeenCalledTimes(1);
  });

  it('refetches the order and credit queries when the socket is back after a break', async () => {
    saveLogin(loginAnswer());
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(socket.reconnected.size).toBe(1));
    expect(invalidate).not.toHaveBeenCalled();
    for (const listener of socket.reconnected) listener();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['payment', 'transactions'] });
    view.unmount();
    expect(socket.reconnected.size).toBe(0);
  });

  it('does not connect without a signed-in user', async () => {
    socket.on.mockClear();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    // The sentinel: the hook would import the socket client first, so its import settles first.
    await import('../../lib/socket');
    expect(socket.on).not.toHaveBeenCalled();
  });
});
