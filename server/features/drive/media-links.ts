import { AccountType } from '../../../common/api/accounts.js';
import { Disposition } from '../../../common/api/drive.js';
import { openFields, signFields } from '../../auth/signed-fields.js';
import type { Principal } from '../../auth/tokens.js';

/** What a signed media link allows: one user, one file, one disposition, until a time. */
export type MediaGrant = {
  fileId: string;
  principal: Principal;
  disposition: Disposition;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /**
   * A guest's link: the guest review link it was handed out for, whose state the download
   * route checks on every request, so revoking (or the link expiring) stops it at once.
   */
  reviewLinkId?: string;
};

// A key of its own, derived from the JWT secret, so a link can never pass for an access token.
const purpose = 'crewcast media links v1';

/** Signs a grant into the `access` value of a download URL. */
export function signMediaLink(secret: Uint8Array, grant: MediaGrant): string {
  return signFields(secret, purpose, {
    f: grant.fileId,
    u: grant.principal.uid,
    a: grant.principal.accountType,
    d: grant.disposition,
    e: grant.expiresAt,
    ...(grant.reviewLinkId ? { r: grant.reviewLinkId } : {}),
  });
}

/** Reads an `access` value; undefined when forged, expired, malformed or for another file. */
export function readMediaLink(
  secret: Uint8Array,
  token: string,
  fileId: string,
  now: Date,
): MediaGrant | undefined {
  const raw = openFields(secret, purpose, token);
  if (!raw) return undefined;
  const accountType = AccountType.safeParse(raw.a);
  const disposition = Disposition.safeParse(raw.d);
  if (
    raw.f !== fileId ||
    typeof raw.u !== 'string' ||
    typeof raw.e !== 'number' ||
    !accountType.success ||
    !disposition.success ||
    raw.e <= now.getTime() ||
    (raw.r !== undefined && typeof raw.r !== 'string')
  )
    return undefined;
  return {
    fileId,
    principal: { uid: raw.u, accountType: accountType.data },
    disposition: disposition.data,
    expiresAt: raw.e,
    ...(typeof raw.r === 'string' ? { reviewLinkId: raw.r } : {}),
  };
}
