import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewRoom } from './use-review-room';

type Handler = (...args: unknown[]) => void;

// A connected socket that records what the hook emits and lets the test fire server events.
const fake = vi.hoisted(() => ({
  handlers: new Map<string, Handler[]>(),
  emitted: [] as [string, unknown][],
  reconnected: new Set<() => void>(),
  released: 0,
}));

vi.mock('./socket', () => ({
  holdSocket: () => ({
    socket: {
      connected: true,
      on: (event: string, handler: Handler) =>
        fake.handlers.set(event, [...(fake.handlers.get(event) ?? []), handler]),
      off: (event: string, handler: Handler) =>
        fake.handlers.set(
          event,
          (fake.handlers.get(event) ?? []).filter((h) => h !== handler),
        ),
      emit: (event: string, payload: unknown, ack: (answer: unknown) => void) => {
        fake.emitted.push([event, payload]);
        ack({ ok: true });
      },
    },
    release: () => {
      fake.released += 1;
    },
  }),
  onReconnected: (listener: () => void) => {
    fake.reconnected.add(listener);
    return () => fake.reconnected.delete(listener);
  },
}));

const fire = (event: string) => (fake.handlers.get(event) ?? []).forEach((h) => h());

describe('useReviewRoom', () => {
  it('watches the room while a view is open, hears its changes, and leaves with the last view', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = renderHook(() => useReviewRoom('req-1', first));
    // The second view mounts once the first has its socket: two dynamic imports of a mocked
    // module at the same moment can give the second the real module in Vitest.
    await vi.waitFor(() => expect(fake.handlers.get('reviewUpdated')).toHaveLength(1));
    const b = renderHook(() => useReviewRoom('req-1', second));
    await vi.waitFor(() => expect(fake.handlers.get('reviewUpdated')).toHaveLength(2));
    expect(fake.emitted).toEqual([
      ['reviewWatch', { requestId: 'req-1' }],
      ['reviewWatch', { requestId: 'req-1' }],
    ]);

    fire('reviewUpdated');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    // A reconnection watches again (the server forgot the room) and counts as a change.
    fire('connect');
    fake.reconnected.forEach((listener) => listener());
    expect(fake.emitted.filter(([e]) => e === 'reviewWatch')).toHaveLength(4);
    expect(first).toHaveBeenCalledTimes(2);

    // One view closes: the other still watches.
    a.unmount();
    expect(fake.emitted.some(([e]) => e === 'reviewUnwatch')).toBe(false);
    fire('reviewUpdated');
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(3);

    b.unmount();
    expect(fake.emitted.at(-1)).toEqual(['reviewUnwatch', { requestId: 'req-1' }]);
    expect(fake.handlers.get('reviewUpdated')).toHaveLength(0);
    expect(fake.released).toBe(2);
  });
});
