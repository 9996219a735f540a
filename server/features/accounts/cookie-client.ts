import type { FastifyRequest } from 'fastify';

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
