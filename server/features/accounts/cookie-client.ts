import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLimits } from '../../../common/limits.js';
import { randomSecret } from '../../auth/tokens.js';

/**
 * Name of the HttpOnly cookie that names the browser (a random secret). A refresh token used again
 * within the grace window is honoured only for the browser that used it first.
 */
export const deviceCookie = 'crewcast_device';

/**
 * Whether the caller is a browser, whose refresh token lives only in the HttpOnly cookie. Browsers
 * send the Fetch Metadata headers on every request, and a page script can neither set nor remove
 * them, so an injected script cannot talk the server into handing it the token. Other clients (an
 * app, a script following the API as specified) get the token in the JSON body as before.
 */
export function isBrowser(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['sec-fetch-mode'] !== undefined || headers['sec-fetch-site'] !== undefined;
}

/** An answer carrying a session, without its refresh token for a cookie client. */
export function forClient<T extends { refreshToken?: string | undefined }>(
  answer: T,
  cookieClient: boolean,
): T {
  if (!cookieClient) return answer;
  const { refreshToken: _kept, ...rest } = answer;
  return rest as T;
}

/** The browser's device secret: the one it sent, or a new one set in its cookie now. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = request.cookies[deviceCookie];
  if (known && /^[A-Za-z0-9_-]{43}$/.test(known)) return known;
  const device = randomSecret();
  void reply.setCookie(deviceCookie, device, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/api/auth',
    maxAge: sessionLimits.refreshTokenDays * 86_400,
  });
  return device;
}
