import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveLogin } from './session';
import { loginAnswer } from '../test/fixtures';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../test/render';
import { useTokenRefreshOnNavigate } from './use-token-refresh';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function Shell() {
  useTokenRefreshOnNavigate();
  return (
    <>
      <Link to="/dashboard/chat">Chat</Link>
      <Outlet />
    </>
  );
}

const routes = [
  {
    path: '/dashboard',
    Component: Shell,
    children: [
      { path: 'home', element: <p>Home</p> },
      { path: 'chat', element: <p>Chat page</p> },
    ],
  },
  { path: '/dashboard/logout', element: <p>Logging out</p> },
];

describe('useTokenRefreshOnNavigate', () => {
  it('refreshes the access token on each path change and stores it', async () => {
    saveLogin(loginAnswer());
    let issued = 0;
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse({ accessToken: `fresh-${++issued}`, refreshToken: 'cookie-only' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/dashboard/home');
    await waitFor(() => expect(readSession().accessToken).toBe('fresh-1'));
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    await screen.findByText('Chat page');
    await waitFor(() => expect(readSession().accessToken).toBe('fresh-2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('logs the failure and goes to /dashboard/logout when no token comes back', async () => {
    saveLogin(loginAnswer());
    stubFetchAnswer({ error: { code: 'invalid_grant', message: 'Your session has ended.' } }, 401);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('Logging out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/logout');
    // Logout then sends on to /login, saying the session was ended elsewhere.
    expect(router.state.location.state).toEqual({ ended: true });
    expect(logged).toHaveBeenCalledWith('Failed to get refreshed access token!');
  });
});
