import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AccountType } from '../../common/api/accounts.js';
import { sessionLimits } from '../../common/limits.js';

/** Who an access token speaks for. */
export type Principal = { uid: string; accountType: AccountType };

const issuer = 'crewcast';

// jose verifies with WebCrypto and imports a raw secret as a CryptoKey on every call; a profile
// under load showed that import at about a tenth of an authenticated request. The secret is
// fixed for a process, so its HMAC key is imported once.
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Signs a short-lived (15 min) access token. */
export async function signAccessToken(secret: Uint8Array, who: Principal): Promise<string> {
  return new SignJWT({ typ: who.accountType })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(who.uid)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(`${sessionLimits.accessTokenSeconds}s`)
    .sign(await keyOf(secret));
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
    const { payload } = await jwtVerify(token, await keyOf(secret), {
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
