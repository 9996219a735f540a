import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AccountType } from '../../common/api/accounts.js';
import { socketTicketSeconds } from '../../common/api/realtime.js';
import type { SocketIdentity } from './socket-auth.js';

/**
 * Tickets for the engine.io handshake, whose URL proxies log: signed (a key of their own derived
 * from the JWT secret), valid `socketTicketSeconds`, and used once (`useOnce` answers true only
 * the first time for a nonce, across instances when the limiter lives in Redis). A ticket speaks
 * for its user from the moment it was issued, so sessions ended after that still refuse it, and
 * until the access token it was made with expires, when the socket ends as a token's would.
 */
export function socketTickets(
  secret: Uint8Array,
  useOnce: (nonce: string, ttlMs: number) => Promise<boolean>,
  now: () => number = Date.now,
) {
  const key = createHmac('sha256', secret).update('crewcast socket tickets v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const lifeMs = socketTicketSeconds * 1000;

  return {
    /** A ticket for the holder of a valid access token read as `token`. */
    issue(token: SocketIdentity): { ticket: string; expiresAt: string } {
      const issuedAt = now();
      const expires = Math.min(issuedAt + lifeMs, token.expiresAt);
      const body = Buffer.from(
        JSON.stringify({
          u: token.uid,
          t: token.accountType,
          i: issuedAt,
          x: token.expiresAt,
          e: expires,
          n: randomBytes(16).toString('base64url'),
        }),
      ).toString('base64url');
      return { ticket: `${body}.${sign(body)}`, expiresAt: new Date(expires).toISOString() };
    },

    /** Who a ticket speaks for, once; undefined when forged, expired or already used. */
    async redeem(ticket: string | undefined): Promise<SocketIdentity | undefined> {
      const [body, signature, extra] = (ticket ?? '').split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const accountType = AccountType.safeParse(claims.t);
      const [issuedAt, expiresAt, expires] = [claims.i, claims.x, claims.e];
      if (typeof claims.u !== 'string' || typeof claims.n !== 'string' || !accountType.success)
        return undefined;
      if (typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return undefined;
      if (typeof expires !== 'number' || expires <= now()) return undefined;
      if (!(await useOnce(claims.n, expires - now() + 1000))) return undefined;
      return { uid: claims.u, accountType: accountType.data, issuedAt, expiresAt };
    },
  };
}

export type SocketTickets = ReturnType<typeof socketTickets>;
