import { openFields, signFields } from '../../auth/signed-fields.js';

/** Who a guest is while their link is open: the link and the name they gave. */
export type GuestGrant = { linkId: string; name: string; expiresAt: number };

const purpose = 'crewcast guest review v1';

/** Signs a guest's grant; the guest sends it back with each note they add. */
export function signGuestGrant(secret: Uint8Array, grant: GuestGrant): string {
  return signFields(secret, purpose, { l: grant.linkId, n: grant.name, e: grant.expiresAt });
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
  const raw = openFields(secret, purpose, token);
  if (!raw || typeof raw.l !== 'string' || typeof raw.n !== 'string' || typeof raw.e !== 'number')
    return undefined;
  if (raw.e <= now.getTime()) return undefined;
  return { linkId: raw.l, name: raw.n, expiresAt: raw.e };
}
