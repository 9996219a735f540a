import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { channelStepCookie } from '../features/accounts/accounts.public.js';
import { oauthStateCookie } from '../features/youtube/youtube.routes.js';

/** The channel-step cookie an answer set (the e-mail step, or a login refused with step=youtube). */
export function channelStepFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === channelStepCookie);
  if (!cookie) throw new Error('no channel-step cookie in this answer');
  return cookie.value;
}

/** A started check: the consent URL, its `state` and PKCE challenge, and the state cookie. */
export type StartedCheck = { url: URL; state: string; codeChallenge: string; stateCookie: string };

/** POST /api/auth/youtube with the channel-step cookie, as /join/verify does. */
export async function startCheck(app: FastifyInstance, stepCookie: string): Promise<StartedCheck> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/youtube',
    cookies: { [channelStepCookie]: stepCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json<{ url: string }>().url, 'http://localhost:3000');
  const stateCookie = res.cookies.find((c) => c.name === oauthStateCookie)?.value;
  if (!stateCookie) throw new Error('no state cookie');
  return {
    url,
    state: url.searchParams.get('state') ?? '',
    codeChallenge: url.searchParams.get('code_challenge') ?? '',
    stateCookie,
  };
}

/** GET the callback as the browser does after the consent page; answers the redirect target. */
export async function followCallback(
  app: FastifyInstance,
  query: string,
  stateCookie: string | undefined,
): Promise<URL> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/youtube/callback?${query}`,
    cookies: stateCookie ? { [oauthStateCookie]: stateCookie } : {},
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location), 'http://localhost:3000');
}

/** A pick on the sandbox consent page. */
export type SandboxPick = {
  email: string;
  subscribers?: number;
  hidden?: boolean;
  noChannel?: boolean;
  channelId?: string;
};

/**
 * The whole channel step through the sandbox, from the cookie of the e-mail step (or a refused
 * login) to the return page; with an eligible pick the page's hash is posted too. Answers the
 * return page's URL.
 */
export async function passChannelStep(
  app: FastifyInstance,
  stepCookie: string,
  pick: SandboxPick,
): Promise<URL> {
  const started = await startCheck(app, stepCookie);
  const consent = await app.inject({
    method: 'POST',
    url: '/api/auth/youtube/sandbox',
    payload: {
      allow: true,
      state: started.state,
      codeChallenge: started.codeChallenge,
      email: pick.email,
      noChannel: pick.noChannel ?? false,
      channelTitle: 'Test Channel',
      channelId: pick.channelId ?? '',
      subscribers: pick.subscribers ?? 120_000,
      hidden: pick.hidden ?? false,
    },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const callback = new URL(consent.json<{ url: string }>().url, 'http://localhost:3000');
  const back = await followCallback(app, callback.searchParams.toString(), started.stateCookie);
  const hash = back.searchParams.get('hash');
  if (hash) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify/hash',
      payload: { hash },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return back;
}
