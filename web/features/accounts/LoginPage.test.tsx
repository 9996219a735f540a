import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../app/session';
import { loginAnswer } from '../../test/fixtures';
import { renderRoutes, stubFetchAnswer } from '../../test/render';
import { LoginPage } from './LoginPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/dashboard/home', element: <p>Dashboard home</p> },
  { path: '/join/verify', element: <p>Verify page</p> },
];

function logIn() {
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: 'pat' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('asks for both fields', async () => {
    renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
  });

  it('shows the catalogue message and its link when the account is not verified', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'unverified_client',
          message: 'Your account is not verified!',
          link: { text: 'Verify it here', href: '/join/verify?username=pat' },
        },
      },
      403,
    );
    renderRoutes(routes, '/login');
    await screen.findByLabelText('Username or Email');
    logIn();
    expect(await screen.findByText('Your account is not verified!')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Verify it here' });
    expect(link.getAttribute('href')).toBe('/join/verify?username=pat');
    // Back to idle: the form is there again with its values.
    expect(screen.getByLabelText<HTMLInputElement>('Username or Email').value).toBe('pat');
  });

  it('stores the session without the refresh token and opens the dashboard', async () => {
    stubFetchAnswer(loginAnswer());
    renderRoutes(routes, '/login');
    await screen.findByLabelText('Username or Email');
    logIn();
    expect(await screen.findByText('Dashboard home')).toBeTruthy();
    expect(readSession().loggedIn).toBe(true);
    expect(Object.values({ ...localStorage })).not.toContain('refresh-token-secret');
  });

  it('shows the signed-up notice passed in the navigation state', async () => {
    renderRoutes(routes, { pathname: '/login', state: { notice: 'signed-up' } });
    expect(
      await screen.findByText('Account created. Check your e-mail for the verification link.'),
    ).toBeTruthy();
  });

  it('says when the session was ended elsewhere', async () => {
    renderRoutes(routes, { pathname: '/login', state: { notice: 'session-ended' } });
    expect(await screen.findByText(/^Your session was ended elsewhere/)).toBeTruthy();
  });
});
