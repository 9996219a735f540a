import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetchAnswer } from '../../test/render';
import { SandboxConsentPage } from './SandboxConsentPage';
import type * as RealApi from './api';

const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('./api', async (original) => ({
  ...(await original<typeof RealApi>()),
  leaveFor,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  leaveFor.mockReset();
});

const routes = [{ path: '/join/verify/sandbox', Component: SandboxConsentPage }];
const at = '/join/verify/sandbox?state=st4te&code_challenge=ch4llenge&login_hint=pat%40example.com';

describe('SandboxConsentPage', () => {
  it('is labelled as a test, sends the pick and follows the answer', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(jsonResponse({ url: '/api/auth/youtube/callback?state=st4te&code=c' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, at);
    expect(screen.getByText('Test sign-in – not Google')).toBeTruthy();
    expect((screen.getByLabelText('Google account e-mail') as HTMLInputElement).value).toBe(
      'pat@example.com',
    );
    fireEvent.change(screen.getByLabelText('Subscribers'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/api/auth/youtube/callback?state=st4te&code=c'),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/youtube/sandbox');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      allow: true,
      state: 'st4te',
      codeChallenge: 'ch4llenge',
      email: 'pat@example.com',
      noChannel: false,
      channelTitle: 'My Gaming Channel',
      channelId: '',
      subscribers: 20000,
      hidden: false,
    });
  });

  it('sends Cancel as a refusal', async () => {
    const fetchMock = stubFetchAnswer({ url: '/api/auth/youtube/callback?error=access_denied' });
    renderRoutes(routes, at);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      allow: false,
      state: 'st4te',
      codeChallenge: 'ch4llenge',
    });
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = stubFetchAnswer({ url: '/' });
    renderRoutes(routes, at);
    fireEvent.change(screen.getByLabelText('Google account e-mail'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('Subscribers'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('Invalid email given!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the sandbox is switched off, and when no check is named', async () => {
    stubFetchAnswer({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    renderRoutes(routes, at);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(
      await screen.findByText('The test sign-in is switched off on this server.'),
    ).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/join/verify/sandbox');
    expect(screen.getByText(/opened without a check to answer/)).toBeTruthy();
  });
});
