import { createHmac, timingSafeEqual } from 'node:crypto';
import { GuestRendition } from '../../../common/api/review-versions.js';
import type { GuestMediaAsk } from '../../access/guest-media.js';

/** What a guest's media link allows: one copy of one link's file, for one guest, until a time. */
export type GuestMediaGrant = GuestMediaAsk & {
  linkId: string;
  guestName: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

// A key of its own, so a guest's media link passes for no drive link, image link or grant.
function mac(secret: Uint8Array, payload: string): Buffer {
  const key = createHmac('sha256', secret).update('crewcast guest media v1').digest();
  return createHmac('sha256', key).update(payload).digest();
}

/** Signs a grant into the `access` value of a guest media URL. */
export function signGuestMedia(secret: Uint8Array, grant: GuestMediaGrant): string {
  const payload = Buffer.from(
    JSON.stringify({
      l: grant.linkId,
      n: grant.guestName,
      k: grant.rendition,
      d: grant.disposition,
      e: grant.expiresAt,
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** Reads an `access` value; undefined when forged, expired, malformed or for another link. */
export function readGuestMedia(
  secret: Uint8Array,
  token: string,
  linkId: string,
  now: Date,
): GuestMediaGrant | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const rendition = GuestRendition.safeParse(raw.k);
    if (
      raw.l !== linkId ||
      typeof raw.n !== 'string' ||
      typeof raw.e !== 'number' ||
      raw.e <= now.getTime() ||
      !rendition.success ||
      (raw.d !== 'inline' && raw.d !== 'attachment')
    )
      return undefined;
    return {
      linkId,
      guestName: raw.n,
      rendition: rendition.data,
      disposition: raw.d,
      expiresAt: raw.e,
    };
  } catch {
    return undefined;
  }
}
