import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLimits } from '../../../common/limits.js';
import { randomSecret } from '../../auth/tokens.js';

/** Name of the HttpOnly cookie a browser's refresh token lives in. */
export const refreshCookie = 'crewcast_refresh';

/**
 * Name of the HttpOnly cookie that names the browser (a random secret). A refresh token used again
 * within the grace window is honoured only for the browser that used it first.
 */
export const deviceCookie = 'crewcast_device';

/**
 * Whether the caller is a browser, whose refresh token lives only in the HttpOnly cookie. Browsers
 * send `Sec-Fetch-Site` on every request, and a page script can neither set nor remove it, so an
 * injected script cannot talk the server into handing it the token; a caller that holds one of
 * our auth cookies is a browser too. `Sec-Fetch-Mode` decides nothing: Node's own fetch sends
 * it on every request, and scripts following the API as specified (docs/product.md §7) get the
 * token in the JSON body.
 */
export function isBrowser(request: FastifyRequest): boolean {
  return (
    request.headers['sec-fetch-site'] !== undefined ||
    request.cookies[refreshCookie] !== undefined ||
    request.cookies[deviceCookie] !== undefined
  );
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
