import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../test/render';
import { LoginPage } from './LoginPage';
import { ClientVerifyPage, StaffVerifyPage } from './VerifyPage';
import type * as RealYoutubeApi from '../youtube/api';

const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('../youtube/api', async (original) => ({
  ...(await original<typeof RealYoutubeApi>()),
  leaveFor,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  leaveFor.mockReset();
});

const routes = [
  { path: '/join/verify', Component: ClientVerifyPage },
  { path: '/join/return', Component: StaffVerifyPage },
  { path: '/login', Component: LoginPage },
];

describe('VerifyPage', () => {
  it('requests one new link on arrival with ?username= and can send another', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(jsonResponse({ ok: true })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/join/return?username=eddie');
    expect(
      await screen.findByText('If an account matches, a new link is on its way.'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('PUT');
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"uidName":"Username","uidValue":"eddie"}');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('shows the rate-limit message when asked too often', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'rate_limited',
          message: 'Too many attempts. Please wait 12 minutes and try again.',
        },
      },
      429,
    );
    renderRoutes(routes, '/join/verify?email=pat%40example.com');
    expect(
      await screen.findByText('Too many attempts. Please wait 12 minutes and try again.'),
    ).toBeTruthy();
  });

  it('authorizes the account with the hash, then opens /login with the verified notice', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(jsonResponse({ ok: true, accountType: 'Partner' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/join/verify?hash=abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Authorize Account' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('Account verified. You can log in now.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/verify/hash');
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"hash":"abc_DEF-123"}');
  });

  it('explains an expired link and offers a new one', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'invalid_hash',
          message: 'This verification link is invalid, already used or expired. Request a new one.',
        },
      },
      400,
    );
    renderRoutes(routes, '/join/verify?hash=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText(/invalid, already used or expired/)).toBeTruthy();
    expect(screen.getByLabelText('Email or username')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Authorize' })).toBeNull();
  });

  it('sends a Partner on to the channel check after the e-mail step', async () => {
    const fetchMock = vi.fn((url: string, _init: RequestInit) =>
      Promise.resolve(
        jsonResponse(
          url === '/api/auth/youtube'
            ? { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' }
            : { ok: true, accountType: 'Partner', next: 'youtube' },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/join/verify?hash=abc_DEF-123');
    fireEvent.click(await screen.findByRole('button', { name: 'Authorize' }));
    expect(
      await screen.findByRole('heading', { name: 'Verify your YouTube channel' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?step=youtube');
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
    );
    expect(fetchMock.mock.calls.map((c) => [c[0], c[1].method])).toEqual([
      ['/api/auth/verify/hash', 'POST'],
      ['/api/auth/youtube', 'POST'],
    ]);
  });

  it('tells someone whose channel step has ended to log in again', async () => {
    stubFetchAnswer(
      {
        error: {
          code: 'channel_step_expired',
          message:
            'Your verification session has ended. Log in again to verify your YouTube channel.',
          link: { text: 'Log in', href: '/login' },
        },
      },
      401,
    );
    renderRoutes(routes, '/join/verify?username=pat&step=youtube');
    expect(await screen.findByText(/Your verification session has ended/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
