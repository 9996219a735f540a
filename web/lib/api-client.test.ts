import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { accountRoutes } from '../../common/api/accounts';
import { defineRoute } from '../../common/api/contract';
import { loginAnswer, meAnswer } from '../test/fixtures';
import { readSession, saveLogin } from '../app/session';
import { jsonResponse } from '../test/render';
import { ApiError, apiErrorFrom, callApi, fetchWithSession } from './api-client';

const me = meAnswer();

type Call = { url: string; init: RequestInit };

function stubFetch(answer: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return Promise.resolve(answer(call, calls.length - 1));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

beforeEach(() => saveLogin(loginAnswer({ accessToken: 'old-access' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('callApi', () => {
  it('sends JSON with the access token and returns the parsed answer', async () => {
    const calls = stubFetch(() => jsonResponse(me));
    await expect(callApi(accountRoutes.me)).resolves.toEqual(me);
    expect(calls[0]?.url).toBe('/api/user/me');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(header(calls[0], 'Authorization')).toBe('Bearer old-access');
  });

  it('fills path parameters, each encoded as one segment, before the query', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/things/:id/parts/:part',
      auth: true,
      params: z.object({ id: z.string(), part: z.number() }),
      query: z.object({ layers: z.number() }),
      response: z.object({ ok: z.literal(true) }),
    });
    const calls = stubFetch(() => jsonResponse({ ok: true }));
    await callApi(route, { params: { id: 'a/b?c', part: 2 }, query: { layers: 2 } });
    expect(calls[0]?.url).toBe('/api/things/a%2Fb%3Fc/parts/2?layers=2');
  });

  it('turns an error body into an ApiError with its code, message, link and field errors', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'unverified_client',
            message: 'Your account is not verified!',
            link: { text: 'Verify it here', href: '/join/verify?username=pat' },
            fieldErrors: { username: 'Check this' },
          },
        },
        403,
      ),
    );
    const error = await callApi(accountRoutes.login, {
      body: { username: 'pat', password: 'secret-pass' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'unverified_client',
      message: 'Your account is not verified!',
      link: { text: 'Verify it here', href: '/join/verify?username=pat' },
      fieldErrors: { username: 'Check this' },
    });
  });

  it('calls an address whose id the server refuses not found, but keeps a refused body as it is', async () => {
    const route = defineRoute({
      method: 'POST',
      path: '/api/things/:id',
      auth: true,
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string() }),
      response: z.object({ ok: z.literal(true) }),
    });
    const refusal = (field: string) =>
      jsonResponse(
        {
          error: { code: 'invalid_input', message: 'Some fields…', fieldErrors: { [field]: 'x' } },
        },
        400,
      );
    stubFetch(() => refusal('id'));
    await expect(
      callApi(route, { params: { id: 'nope' }, body: { name: 'a' } }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
    stubFetch(() => refusal('name'));
    await expect(
      callApi(route, { params: { id: 'nope' }, body: { name: 'a' } }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_input', fieldErrors: { name: 'x' } });
  });

  it('does not send the access token to routes without auth', async () => {
    const calls = stubFetch(() => jsonResponse({ ok: true }));
    await callApi(accountRoutes.resendVerification, {
      body: { uidName: 'Username', uidValue: 'pat' },
    });
    expect(header(calls[0], 'Authorization')).toBeUndefined();
    expect(calls[0]?.init.body).toBe('{"uidName":"Username","uidValue":"pat"}');
  });

  it('refreshes once on a 401 and retries with the new access token', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/token')
        return jsonResponse({ accessToken: 'new-access', refreshToken: 'rotated-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse(me)
        : jsonResponse(
            { error: { code: 'unauthorized', message: 'Please log in to continue.' } },
            401,
          );
    });

    await expect(callApi(accountRoutes.me)).resolves.toEqual(me);
    expect(calls.map((c) => c.url)).toEqual(['/api/user/me', '/api/auth/token', '/api/user/me']);
    // The refresh token travels in the HttpOnly cookie: the body is empty and nothing stores it.
    expect(calls[1]?.init.body).toBe('{}');
    expect(calls[1]?.init.credentials).toBe('same-origin');
    expect(readSession().accessToken).toBe('new-access');
    expect(Object.values({ ...localStorage })).not.toContain('rotated-refresh');
  });

  it('shares one refresh between calls that fail together', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/token')
        return jsonResponse({ accessToken: 'new-access', refreshToken: 'rotated-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? jsonResponse(me)
        : jsonResponse({ error: { code: 'unauthorized', message: 'Please log in.' } }, 401);
    });
    await Promise.all([callApi(accountRoutes.me), callApi(accountRoutes.me)]);
    expect(calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(1);
  });

  it('clears the session when the refresh is refused', async () => {
    const calls = stubFetch((call) =>
      call.url === '/api/auth/token'
        ? jsonResponse(
            { error: { code: 'invalid_grant', message: 'Your session has ended.' } },
            401,
          )
        : jsonResponse(
            { error: { code: 'unauthorized', message: 'Please log in to continue.' } },
            401,
          ),
    );
    const error = await callApi(accountRoutes.me).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(calls).toHaveLength(2);
    expect(readSession().loggedIn).toBe(false);
  });

  it('never refreshes for a 401 from a route without auth', async () => {
    const calls = stubFetch(() =>
      jsonResponse({ error: { code: 'wrong_login', message: 'Incorrect login details!' } }, 401),
    );
    await expect(
      callApi(accountRoutes.login, { body: { username: 'pat', password: 'nope-nope' } }),
    ).rejects.toMatchObject({ code: 'wrong_login' });
    expect(calls).toHaveLength(1);
    expect(readSession().loggedIn).toBe(true);
  });

  it('reports an answer that breaks its contract as bad_response', async () => {
    stubFetch(() => jsonResponse({ email: 'pat@example.com' }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      callApi(accountRoutes.signup, {
        body: {
          accountType: 'Affiliate',
          name: 'Pat',
          email: 'pat@example.com',
          username: 'pat',
          password: 'long-enough',
          rblxHandle: 'PatBuilds',
        },
      }),
    ).rejects.toMatchObject({ code: 'bad_response' });
    spy.mockRestore();
  });

  it('rejects an aborted read with the abort and logs no contract violation', async () => {
    const controller = new AbortController();
    const cut = new Response('{"ema');
    vi.spyOn(cut, 'text').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    stubFetch(() => cut);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callApi(accountRoutes.me, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('rejects a request aborted after a bad partial body without logging it', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return new Response('');
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(callApi(accountRoutes.me, { signal: controller.signal })).rejects.toBeInstanceOf(
      DOMException,
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(accountRoutes.me)).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('fetchWithSession', () => {
  it('sends the token, refreshes once on a 401 and returns the retried answer', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/auth/token')
        return jsonResponse({ accessToken: 'new-access', refreshToken: 'rotated-refresh' });
      return header(call, 'Authorization') === 'Bearer new-access'
        ? new Response('a,b\n', { status: 200 })
        : jsonResponse({ error: { code: 'unauthorized', message: 'Please log in.' } }, 401);
    });
    const response = await fetchWithSession('/api/export.csv', { headers: { Accept: 'text/csv' } });
    expect(await response.text()).toBe('a,b\n');
    expect(header(calls[0], 'Accept')).toBe('text/csv');
    expect(header(calls[0], 'Authorization')).toBe('Bearer old-access');
  });

  it('clears the session and returns the 401 when the refresh is refused', async () => {
    stubFetch((call) =>
      call.url === '/api/auth/token'
        ? jsonResponse(
            { error: { code: 'invalid_grant', message: 'Your session has ended.' } },
            401,
          )
        : jsonResponse({ error: { code: 'unauthorized', message: 'Please log in.' } }, 401),
    );
    const response = await fetchWithSession('/api/drive/download/abc', { method: 'HEAD' });
    expect(response.status).toBe(401);
    expect(readSession().loggedIn).toBe(false);
  });
});

describe('apiErrorFrom', () => {
  it('reads the error body, or falls back on the status', () => {
    expect(
      apiErrorFrom(403, '{"error":{"code":"forbidden","message":"Not yours."}}'),
    ).toMatchObject({ code: 'forbidden', message: 'Not yours.' });
    expect(apiErrorFrom(404, '')).toMatchObject({ status: 404, code: 'not_found' });
    expect(apiErrorFrom(429, '<html>')).toMatchObject({ code: 'rate_limited' });
    expect(apiErrorFrom(502, 'Bad gateway')).toMatchObject({ code: 'other' });
  });
});
