import type { z } from 'zod';
import { accountRoutes } from '../../common/api/accounts';
import { fillPath, type RouteContract } from '../../common/api/contract';
import { ErrorBody, errorCatalogue, type ErrorCode } from '../../common/errors';
import { clearSession, currentAccessToken, setAccessToken } from '../app/session';
import '../app/zod-locale';

/** Catalogue codes, plus two that only the browser can observe. */
export type ClientErrorCode = ErrorCode | 'network' | 'bad_response';

/** A call that did not give the answer its contract promises. The UI branches on `code`. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly link?: { text: string; href: string },
    /** Messages per field name, as the server's validation reports them. */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The message the network failure shows; the catalogue has no entry for it. */
export const networkErrorMessage =
  'Could not reach the server. Check your connection and try again.';

/** The message and link to show for any failure, known or not. */
export function describeFailure(error: unknown): {
  message: string;
  link?: { text: string; href: string };
} {
  if (error instanceof ApiError)
    return error.link ? { message: error.message, link: error.link } : { message: error.message };
  return { message: errorCatalogue.other.message };
}

type Infer<S> = S extends z.core.$ZodType ? z.input<S> : never;

/**
 * What a call sends: the path parameters and body its contract requires, an optional query, an
 * abort signal.
 */
export type CallOptions<R extends RouteContract> = {
  query?: Infer<R['query']>;
  signal?: AbortSignal;
} & (R extends { body: z.core.$ZodType } ? { body: Infer<R['body']> } : { body?: undefined }) &
  (R extends { params: z.core.$ZodType } ? { params: Infer<R['params']> } : { params?: undefined });

type CallArgs<R extends RouteContract> = R extends
  { body: z.core.$ZodType } | { params: z.core.$ZodType }
  ? [options: CallOptions<R>]
  : [options?: CallOptions<R>];

type SendOptions = {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: unknown;
  signal?: AbortSignal;
};

/**
 * The URL of a route: its `:name` segments filled from `params`, then `query` as a search string
 * (the spec's search filters are JSON lists in it).
 */
export function routeUrl(
  route: RouteContract,
  { params, query }: { params?: Record<string, string | number>; query?: unknown } = {},
): string {
  const path = fillPath(route.path, params);
  if (!query || typeof query !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** fetch() options whose headers are a plain record, so the token can be added to them. */
export type SessionRequestInit = Omit<RequestInit, 'headers' | 'credentials'> & {
  headers?: Record<string, string>;
};

/**
 * fetch() with the access token. If it has expired (401) the token is refreshed once and the
 * request sent again; if no new token can be had, the session is cleared and the 401 returned.
 * `auth: false` sends no token and never refreshes (routes open to anyone). A network failure
 * rejects with the `network` ApiError. callApi is built on it; the calls callApi cannot make
 * (tus headers, raw bytes, a CSV) use it directly.
 */
export async function fetchWithSession(
  url: string,
  init: SessionRequestInit = {},
  { auth = true }: { auth?: boolean } = {},
): Promise<Response> {
  const send = async (token: string | null) => {
    const headers = { ...init.headers };
    if (auth && token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetch(url, { ...init, headers, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', networkErrorMessage);
    }
  };
  const first = await send(currentAccessToken());
  if (first.status !== 401 || !auth) return first;
  const token = await refreshAccessToken();
  if (!token) {
    // The server ended the session (another device, a password reset): the login page says so.
    clearSession({ ended: true });
    return first;
  }
  // One retry only: a second 401 means the account itself is refused, not the token.
  return send(token);
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await response.text();
    return { ok: true, value: text ? (JSON.parse(text) as unknown) : undefined };
  } catch (error) {
    // A read cut short by its caller (the user navigated away) is not a bad answer.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false };
  }
}

/**
 * The ApiError an error answer's body describes, whatever route gave it. A proxy or a crash can
 * answer without our error body; the status then picks the code.
 */
export function apiErrorFrom(status: number, body: string): ApiError {
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    // not JSON: fall back on the status
  }
  const parsed = ErrorBody.safeParse(json);
  if (parsed.success) {
    const { code, message, link, fieldErrors } = parsed.data.error;
    return new ApiError(status, code, message, link, fieldErrors);
  }
  if (status === 429)
    return new ApiError(
      429,
      'rate_limited',
      'Too many attempts. Please wait a few minutes and try again.',
    );
  const code =
    status === 401
      ? 'unauthorized'
      : status === 403
        ? 'forbidden'
        : status === 404
          ? 'not_found'
          : 'other';
  return new ApiError(status, code, errorCatalogue[code].message);
}

/** The ApiError of an error answer, read from its body. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  return apiErrorFrom(response.status, body);
}

async function parseAnswer<R extends RouteContract>(
  route: R,
  response: Response,
  signal?: AbortSignal,
): Promise<z.output<R['response']>> {
  const json = await readJson(response);
  const parsed = json.ok ? route.response.safeParse(json.value) : undefined;
  if (!parsed?.success) {
    // An aborted read says nothing about the server; only a finished one can break the contract.
    if (signal?.aborted) throw signal.reason;
    console.error(`Unexpected answer from ${route.method} ${route.path}`, parsed?.error.issues);
    throw new ApiError(response.status, 'bad_response', errorCatalogue.other.message);
  }
  return parsed.data as z.output<R['response']>;
}

/**
 * Calls one route of a common/ contract and returns its answer, validated by the contract.
 * Routes that need a user carry the access token; if it has expired (401) the token is refreshed
 * once and the call retried; if no new token can be had, the session is cleared.
 */
export async function callApi<R extends RouteContract>(
  route: R,
  ...args: CallArgs<R>
): Promise<z.output<R['response']>> {
  return (await callApiWithHeaders(route, ...args)).answer;
}

/**
 * `callApi` that also hands back the answer's headers, for the one list whose next page's cursor
 * travels in a header because §7 fixes its body as a bare list (decision 028).
 */
export async function callApiWithHeaders<R extends RouteContract>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<{ answer: z.output<R['response']>; headers: Headers }> {
  const opts = (options ?? {}) as SendOptions;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: SessionRequestInit = { method: route.method, headers };
  if (opts.signal) init.signal = opts.signal;
  // Fastify refuses a JSON content type with an empty body, so bodiless calls send neither.
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(opts.body);
  }
  const response = await fetchWithSession(routeUrl(route, opts), init, { auth: route.auth });
  if (response.ok)
    return { answer: await parseAnswer(route, response, opts.signal), headers: response.headers };
  throw addressedNothing(await apiErrorOf(response), opts.params);
}

/**
 * A refusal of the path parameters alone (an id in the page's address mistyped or cut short)
 * means the address names nothing: the person is told "not found", not to correct a form they
 * never saw.
 */
function addressedNothing(error: ApiError, params: SendOptions['params']): ApiError {
  const fields = Object.keys(error.fieldErrors ?? {});
  const onlyParams = params !== undefined && fields.length > 0 && fields.every((f) => f in params);
  if (error.status !== 400 || !onlyParams) return error;
  return new ApiError(404, 'not_found', errorCatalogue.not_found.message);
}

let refreshing: Promise<string | null> | null = null;

/**
 * Trades the refresh-token cookie for a new access token and stores it. Resolves to null when
 * the server refuses (the session is over), and rejects only on a network or server failure.
 *
 * Refresh tokens rotate and a reused one revokes the whole session, so two refreshes must never
 * race with the same cookie: calls in this tab share one request, and a Web Lock queues other
 * tabs behind it (they then send the already rotated cookie).
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= exclusive(requestAccessToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return (await locks.request('crewcast-token-refresh', task)) as T;
}

async function requestAccessToken(): Promise<string | null> {
  try {
    const { accessToken } = await callApi(accountRoutes.token, { body: {} });
    setAccessToken(accessToken);
    return accessToken;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    if (error instanceof ApiError && error.code === 'bad_response') return null;
    throw error;
  }
}
