import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAnswer } from '../test/fixtures';
import { RequireSession } from './RequireSession';
import { clearSession, saveLogin } from './session';
import { renderRoutes } from '../test/render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const routes = [
  { path: '/login', element: <p>Login page</p> },
  {
    path: '/dashboard',
    Component: RequireSession,
    children: [{ path: 'home', element: <p>Dashboard home</p> }],
  },
];

describe('RequireSession', () => {
  it('sends a logged-out visitor of any dashboard path to /login', async () => {
    const { router } = renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells /login when the server had ended the session, and not after a new login', async () => {
    saveLogin(loginAnswer());
    clearSession({ ended: true });
    const ended = renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(ended.router.state.location.state).toEqual({
      from: '/dashboard/home',
      notice: 'session-ended',
    });
    cleanup();
    saveLogin(loginAnswer());
    clearSession();
    const plain = renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(plain.router.state.location.state).toEqual({ from: '/dashboard/home' });
  });

  it('shows the dashboard to a signed-in user', async () => {
    saveLogin(loginAnswer());
    renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('Dashboard home')).toBeTruthy();
  });

  it('counts a stored useruid alone as signed in, as the spec defines it', async () => {
    localStorage.setItem('useruid', 'abc');
    renderRoutes(routes, '/dashboard/home');
    expect(await screen.findByText('Dashboard home')).toBeTruthy();
  });
});
