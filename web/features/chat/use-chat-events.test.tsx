import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../app/session';
import { chatMessage } from '../../test/chat-message';
import { loginAnswer } from '../../test/fixtures';
import { jsonResponse } from '../../test/render';
import { useChatEvents, useUnreadTitle, useUnreadTotal } from './use-chat-events';

const socket = vi.hoisted(() => {
  const listeners = new Map<string, (payload?: unknown) => void>();
  return {
    listeners,
    connected: false,
    emitted: [] as { event: string; payload: unknown }[],
    release: vi.fn(),
  };
});
vi.mock('../../lib/socket', () => ({
  holdSocket: () => ({
    socket: {
      get connected() {
        return socket.connected;
      },
      on: (event: string, listener: (payload?: unknown) => void) =>
        socket.listeners.set(event, listener),
      off: (event: string) => socket.listeners.delete(event),
      emit: (event: string, payload: unknown, ack?: (a: unknown) => void) => {
        socket.emitted.push({ event, payload });
        ack?.({ ok: true, online: [] });
      },
    },
    release: socket.release,
  }),
}));

function Probe() {
  useChatEvents();
  const unread = useUnreadTotal();
  useUnreadTitle(unread);
  return <p>unread {unread}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dashboard’s chat events', () => {
  it('logs in on connect, catches up, and counts unread messages in the title', async () => {
    const uid = '00000000-0000-4000-8000-00000000f001';
    saveLogin(loginAnswer({ useruid: uid }));
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/comm/chat')
          ? jsonResponse({
              lastSeq: 4,
              unread: { 'Direct:someone': 2 },
              contacts: [],
              latest: {},
              seen: {},
            })
          : jsonResponse({ messages: [], more: false }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.title = 'Home · Crewcast';
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(socket.listeners.has('connect')).toBe(true));
    socket.connected = true;
    socket.listeners.get('connect')?.();
    expect(socket.emitted).toContainEqual({ event: 'onLogin', payload: { name: uid } });
    expect(await screen.findByText('unread 2')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/comm/messages/missed?after=4', expect.anything());

    const message = chatMessage({
      id: 'm5',
      clientId: 'c5',
      seq: 5,
      from: 'someone',
      fromType: 'Partner',
      to: uid,
      body: 'hi',
    });
    socket.listeners.get('message')?.(message);
    expect(await screen.findByText('unread 3')).toBeTruthy();
    expect(document.title).toBe('(3) Home · Crewcast');
    view.unmount();
    expect(document.title).toBe('Home · Crewcast');
    expect(socket.release).toHaveBeenCalled();
  });
});
