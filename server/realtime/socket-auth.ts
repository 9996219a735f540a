import type { IncomingMessage } from 'node:http';
import { readAccessToken, type ReadToken } from '../auth/tokens.js';
import type { SocketTickets } from './socket-tickets.js';

/** Who a socket's token speaks for, and when the token was issued and expires (ms since epoch). */
export type SocketIdentity = ReadToken;

/**
 * The access token a socket brings: `auth.token` of the Socket.IO handshake, else the `token`
 * query parameter or an `Authorization: Bearer` header of the engine.io request (the only
 * places the first HTTP request of a session can carry it).
 */
export function tokenOf(handshake: {
  auth?: unknown;
  query?: unknown;
  headers?: IncomingMessage['headers'];
}): string | undefined {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  const fromQuery = (handshake.query as { token?: unknown } | undefined)?.token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const header = handshake.headers?.authorization;
  const bearer = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header)?.[1] : undefined;
  return bearer || undefined;
}

/** The `ticket` query parameter of an engine.io request, when it has one. */
export function ticketOfRequest(req: IncomingMessage): string | undefined {
  return new URL(req.url ?? '/', 'http://socket').searchParams.get('ticket') ?? undefined;
}

/** The token of an engine.io request, read from its URL query or its headers. */
export function tokenOfRequest(req: IncomingMessage): string | undefined {
  const query = Object.fromEntries(new URL(req.url ?? '/', 'http://socket').searchParams);
  return tokenOf({ query, headers: req.headers });
}

/**
 * Verifies an access token and reads its times; undefined when it is missing, forged, expired or
 * has no expiry (a socket must end when its token does).
 */
export async function verifySocketToken(
  jwtKey: Uint8Array,
  token: string | undefined,
): Promise<SocketIdentity | undefined> {
  if (!token) return undefined;
  return readAccessToken(jwtKey, token);
}

/**
 * The client's address of an engine.io request, read as Fastify reads `request.ip` with
 * `trustProxy: hops`: the address `hops` steps in from the connection's peer along
 * X-Forwarded-For (the leftmost when the list is shorter), the peer itself with none.
 */
export function addressOf(req: IncomingMessage, hops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (hops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
}

/**
 * Who the first request of an engine.io session speaks for: its single-use ticket (remembered
 * for the Socket.IO handshake that follows), else an access token in its query or headers.
 */
export async function engineIdentity(
  req: IncomingMessage,
  jwtKey: Uint8Array,
  tickets: SocketTickets,
  ticketed: WeakMap<object, SocketIdentity>,
): Promise<SocketIdentity | undefined> {
  const ticket = ticketOfRequest(req);
  if (ticket === undefined) return verifySocketToken(jwtKey, tokenOfRequest(req));
  const who = await tickets.redeem(ticket);
  if (who) ticketed.set(req, who);
  return who;
}
