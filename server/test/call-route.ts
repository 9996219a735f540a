import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { fillPath, type RouteContract } from '../../common/api/contract.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './test-app.js';

type Infer<S> = S extends z.core.$ZodType ? z.input<S> : never;

/** What a call of one contract route carries; each part only where the contract has it. */
export type RouteInput<C extends RouteContract> = {
  params?: Infer<C['params']>;
  query?: Infer<C['query']>;
  body?: Infer<C['body']>;
  /** Cookies the browser would send (a sign-up step, a refresh token). */
  cookies?: Record<string, string>;
  /** Headers beyond the user's token (a forwarded address, a user agent). */
  headers?: Record<string, string>;
  /** A body the contract leaves to the protocol (tus bytes, a multipart form), sent as is. */
  payload?: string | Buffer;
  /** The caller's address, for the limits kept per address. */
  remoteAddress?: string;
};

/** The `error` of an error body as the server sends it (the code as written, not narrowed). */
export type RefusedCall = {
  code: string;
  message: string;
  link?: { text: string; href: string };
  fieldErrors?: Record<string, string>;
};

/** A contract route's answer: the status, the parsed JSON body, and the raw response. */
export type RouteAnswer<C extends RouteContract> = {
  status: number;
  /** The body as the contract's response type when the call succeeded. */
  body: z.infer<C['response']>;
  /** The error code of a refused call (`{ error: { code } }`), or undefined. */
  code: string | undefined;
  /** The whole error of a refused call (code, message, fieldErrors, link), or undefined. */
  error: RefusedCall | undefined;
  raw: LightMyRequestResponse;
};

/**
 * Calls one route of a common/ contract on the test app as `who` (or anonymously), typed by the
 * contract: the params fill the path, the query is encoded, the body sent as JSON.
 */
export async function callRoute<C extends RouteContract>(
  t: Pick<TestApp, 'app'>,
  route: C,
  who: Pick<TestUser, 'headers'> | null,
  input: RouteInput<C> = {},
): Promise<RouteAnswer<C>> {
  const path = fillPath(route.path, input.params as Record<string, string> | undefined);
  const query = input.query
    ? Object.entries(input.query as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&')
    : '';
  const raw = await t.app.inject({
    method: route.method,
    url: query ? `${path}?${query}` : path,
    headers: { ...who?.headers, ...input.headers },
    ...(input.cookies ? { cookies: input.cookies } : {}),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
    ...(input.payload !== undefined ? { payload: input.payload } : {}),
  });
  const parsed: unknown = raw.body ? safeJson(raw.body) : undefined;
  const error =
    parsed && typeof parsed === 'object' && 'error' in parsed
      ? (parsed as { error?: RefusedCall }).error
      : undefined;
  return {
    status: raw.statusCode,
    body: parsed as z.infer<C['response']>,
    code: error?.code,
    error,
    raw,
  };
}

/**
 * A request as `who` (or anonymously) by method and URL, for calls a contract would not let a
 * typed caller make: a missing field, a wrong type.
 */
export function call(
  t: Pick<TestApp, 'app'>,
  who: Pick<TestUser, 'headers'> | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/**
 * A value the contract refuses (a wrong type, a missing field), for the tests of bad input: the
 * call still goes to the contract's route, only its payload escapes the types.
 */
export const wrong = (value: unknown): never => value as never;

/**
 * A request no contract route could make, for the tests that send one on purpose: a malformed
 * query string, a raw or oversized body, a method or path the API does not have. `why` names
 * what is wrong with it, so a reader sees the call is deliberate; every other call goes through
 * `callRoute`, which fails to compile when the contract changes.
 */
export function injectRaw(t: Pick<TestApp, 'app'>, why: string, request: InjectOptions) {
  if (!why.trim()) throw new Error('injectRaw needs the reason the request bypasses the contract');
  return t.app.inject(request);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
