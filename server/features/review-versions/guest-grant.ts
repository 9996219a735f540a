import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a guest is while their link is open: the link and the name they gave. */
export type GuestGrant = { linkId: string; name: string; expiresAt: number };

function key(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('crewcast guest review v1').digest();
}

/** Signs a guest's grant; the guest sends it back with each note they add. */
export function signGuestGrant(secret: Uint8Array, grant: GuestGrant): string {
  const payload = Buffer.from(
    JSON.stringify({ l: grant.linkId, n: grant.name, e: grant.expiresAt }),
  ).toString('base64url');
  return `${payload}.${createHmac('sha256', key(secret)).update(payload).digest('base64url')}`;
}

/**
 * Reads a guest grant; undefined when forged, malformed or expired. Whoever accepts a guest's
 * note must still check that the link is neither revoked nor expired (guestLinkOpen).
 */
export function readGuestGrant(
  secret: Uint8Array,
  token: string,
  now: Date,
): GuestGrant | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = createHmac('sha256', key(secret)).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof raw.l !== 'string' || typeof raw.n !== 'string' || typeof raw.e !== 'number')
      return undefined;
    if (raw.e <= now.getTime()) return undefined;
    return { linkId: raw.l, name: raw.n, expiresAt: raw.e };
  } catch {
    return undefined;
  }
}
