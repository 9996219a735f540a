import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../app/test-render';
import { LoginPage } from './LoginPage';
import { ClientVerifyPage, StaffVerifyPage } from './VerifyPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
