import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from './app/session';
import { loginAnswer, meAnswer } from './test/fixtures';
import { jsonResponse, renderRoutes } from './test/render';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = meAnswer();

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/auth/token'
          ? jsonResponse({ accessToken: 'fresh', refreshToken: 'cookie-only' })
          : jsonResponse(me),
      ),
    ),
  );
}

/** The main menu entries the sidebar shows (a closed sub-menu is hidden, so not listed). */
const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('routes', () => {
  it('shows the 404 page inside the public layout for an unknown path', async () => {
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('sends a logged-out visitor of any dashboard path to the login page', async () => {
    const { router } = renderRoutes(routes, '/dashboard/shop');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the signed-in user's name and account type on /dashboard/home", async () => {
    stubServer();
    saveLogin(loginAnswer());
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Pat Partner' })).toBeTruthy();
    expect(screen.getByText('Welcome,')).toBeTruthy();
    expect(menuEntries()).toEqual([
      'Dashboard',
      'Production',
      'Games',
      'Files',
      'Chat',
      'Shop',
      'Billing',
      'Settings',
      'Logout',
    ]);
  });

  it('shows the dashboard not-found panel for an unknown dashboard page', async () => {
    stubServer();
    saveLogin(loginAnswer({ useraccounttype: 'Admin' }));
    renderRoutes(routes, '/dashboard/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(menuEntries()).toEqual([
      'Chat',
      'Manage',
      'Production',
      'Schedule',
      'Files',
      'Commissions',
      'Payouts',
      'Ownership',
      'Audit log',
      'Settings',
      'Logout',
    ]);
  });
});
