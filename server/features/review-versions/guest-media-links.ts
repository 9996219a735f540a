import { GuestRendition } from '../../../common/api/review-versions.js';
import type { GuestMediaAsk } from '../../access/guest-media.js';
import { openFields, signFields } from '../../auth/signed-fields.js';

/** What a guest's media link allows: one copy of one link's file, for one guest, until a time. */
export type GuestMediaGrant = GuestMediaAsk & {
  linkId: string;
  guestName: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
};

// A key of its own, so a guest's media link passes for no drive link, image link or grant.
const purpose = 'crewcast guest media v1';

/** Signs a grant into the `access` value of a guest media URL. */
export function signGuestMedia(secret: Uint8Array, grant: GuestMediaGrant): string {
  return signFields(secret, purpose, {
    l: grant.linkId,
    n: grant.guestName,
    k: grant.rendition,
    d: grant.disposition,
    e: grant.expiresAt,
  });
}

/** Reads an `access` value; undefined when forged, expired, malformed or for another link. */
export function readGuestMedia(
  secret: Uint8Array,
  token: string,
  linkId: string,
  now: Date,
): GuestMediaGrant | undefined {
  const raw = openFields(secret, purpose, token);
  if (!raw) return undefined;
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
}
