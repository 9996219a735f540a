import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AccountType } from '../../common/api/accounts.js';
import { sessionLimits } from '../../common/limits.js';

/** Who an access token speaks for. */
export type Principal = { uid: string; accountType: AccountType };

const issuer = 'crewcast';

/** Signs a short-lived (15 min) access token. */
export async function signAccessToken(secret: Uint8Array, who: Principal): Promise<string> {
  return new SignJWT({ typ: who.accountType })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(who.uid)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${sessionLimits.accessTokenSeconds}s`)
    .sign(secret);
}

/**
 * Reads an access token; undefined when it is forged, expired or malformed. A token without an
 * expiry is malformed: it would speak for its user for ever.
 */
export async function readAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<Principal | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const accountType = AccountType.safeParse(payload.typ);
    if (!payload.sub || !accountType.success) return undefined;
    return { uid: payload.sub, accountType: accountType.data };
  } catch {
    return undefined;
  }
}

/** A random opaque secret for refresh tokens and e-mail links. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak gives no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
