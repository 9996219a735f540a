import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../test/render';
import { LoginPage } from '../accounts/LoginPage';
import { VerifyReturnPage } from './VerifyReturnPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/join/verify/return', Component: VerifyReturnPage },
  { path: '/login', Component: LoginPage },
  { path: '/contact', element: <p>Contact page</p> },
  { path: '/', element: <p>Home page</p> },
];

describe('VerifyReturnPage', () => {
  it('posts the hash, then shows Account Verified! with a Login button', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(jsonResponse({ ok: true, accountType: 'Partner' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/join/verify/return?hash=abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Account Verified!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/verify/hash');
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"hash":"abc_DEF-123"}');
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Account verified. You can log in now.')).toBeTruthy();
  });

  it('shows Not Eligible with the way back, the Affiliate offer and Contact for error=not_eligible', async () => {
    renderRoutes(routes, '/join/verify/return?error=not_eligible');
    expect(await screen.findByRole('heading', { name: 'Not Eligible' })).toBeTruthy();
    expect(screen.getByText(/below 50,000 subscribers/)).toBeTruthy();
    expect(screen.getByText(/Your Crewcast account stays/)).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Log in to check again')).toBe('/login');
    expect(href('Become an Affiliate')).toBe('/explore/affiliate');
    expect(href('Contact Us')).toBe('/contact?topic=Account%20Issue');
    expect(href('Go Home')).toBe('/');
  });

  it('shows Email Not Found! with Contact Us (Account Issue) for error=no_email', async () => {
    renderRoutes(routes, '/join/verify/return?error=no_email');
    expect(await screen.findByRole('heading', { name: 'Email Not Found!' })).toBeTruthy();
    expect(screen.getByText(/No account has the e-mail you chose in verification/)).toBeTruthy();
    expect(screen.getByText('We reply within 1-3 working days.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact?topic=Account%20Issue',
    );
  });

  it('says the e-mails must match for error=not_found', async () => {
    renderRoutes(routes, '/join/verify/return?error=not_found');
    expect(await screen.findByRole('heading', { name: 'Email Not Found!' })).toBeTruthy();
    expect(screen.getByText(/must match/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/join/verify?step=youtube',
    );
  });

  it('reads an unknown error as a failure, never as success', async () => {
    renderRoutes(routes, '/join/verify/return?error=whatever');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.queryByText('Account Verified!')).toBeNull();
  });

  it('explains a used hash and a channel another Partner took', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'invalid_hash',
          message: 'This verification link is invalid, already used or expired. Request a new one.',
        },
      },
      400,
    );
    renderRoutes(routes, '/join/verify/return?hash=abc');
    expect(await screen.findByText(/invalid, already used or expired/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    cleanup();
    stubFetchAnswer(
      {
        error: {
          code: 'channel_taken',
          message: 'This YouTube channel already verifies another Partner account.',
          link: { text: 'Contact Us', href: '/contact?topic=Account%20Issue' },
        },
      },
      409,
    );
    renderRoutes(routes, '/join/verify/return?hash=abc');
    expect(await screen.findByRole('heading', { name: 'Channel Already Linked' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
        '/contact?topic=Account%20Issue',
      ),
    );
  });
});
