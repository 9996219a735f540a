import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { AccountType } from '../../common/api/accounts.js';
import { sessionLimits } from '../../common/limits.js';

/** Who an access token speaks for. */
export type Principal = { uid: string; accountType: AccountType };

const issuer = 'crewcast';

type Claims = { sub?: unknown; typ?: unknown; exp?: unknown; iat?: unknown; ims?: unknown };

// Every authenticated request verifies a token, so verification is synchronous HMAC (fast-jwt,
// as @fastify/jwt uses) rather than WebCrypto, whose async job cost about a tenth of a simple
// request under load; a verified token is remembered until it expires, so a client's repeated
// requests are not verified again. The tools are made once per secret.
type TokenTools = {
  sign: (payload: { typ: AccountType; sub: string; iat: number; ims: number }) => string;
  verify: (token: string) => Claims;
  /** Tokens already verified, by their exact text, each until it expires; oldest out first. */
  verified: Map<string, ReadToken>;
};
const tools = new WeakMap<Uint8Array, TokenTools>();
function toolsOf(secret: Uint8Array): TokenTools {
  let made = tools.get(secret);
  if (!made) {
    const key = Buffer.from(secret);
    made = {
      sign: createSigner({
        key,
        algorithm: 'HS256',
        iss: issuer,
        expiresIn: sessionLimits.accessTokenSeconds * 1000,
      }),
      verify: createVerifier({
        key,
        algorithms: ['HS256'],
        allowedIss: issuer,
        requiredClaims: ['exp', 'iat', 'sub'],
      }),
      verified: new Map(),
    };
    tools.set(secret, made);
  }
  return made;
}

/**
 * Signs a short-lived (15 min) access token. Besides `iat` (whole seconds, as JWT has it) the
 * token carries `ims`, the same moment in milliseconds, so a token issued just after its user's
 * sessions ended is told apart from one issued just before, within the same second.
 */
export async function signAccessToken(secret: Uint8Array, who: Principal): Promise<string> {
  const now = Date.now();
  return toolsOf(secret).sign({ typ: who.accountType, sub: who.uid, iat: now / 1000, ims: now });
}

/**
 * What a valid access token says: who, and when it was issued and expires (ms since epoch). A
 * token without `ims` was issued at the start of its `iat` second at the latest.
 */
export type ReadToken = Principal & { issuedAt: number; expiresAt: number };

/**
 * Reads an access token; undefined when it is forged, expired or malformed. A token without an
 * expiry is malformed: it would speak for its user for ever.
 */
export async function readAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<ReadToken | undefined> {
  const made = toolsOf(secret);
  const known = made.verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return known;
    made.verified.delete(token);
  }
  const read = verifyToken(made, token);
  if (read) {
    made.verified.set(token, read);
    if (made.verified.size > verifiedTokensKept)
      made.verified.delete(made.verified.keys().next().value!);
  }
  return read;
}

/**
 * How many verified tokens are remembered: a few per active session. Kept by their exact text
 * (the signature is part of it), so only the very token that verified is spared the HMAC; fast-jwt's
 * own cache keys each lookup by a SHA-256 of the token, which cost as much as the HMAC it saved.
 */
const verifiedTokensKept = 10_000;

function verifyToken(made: TokenTools, token: string): ReadToken | undefined {
  let claims: Claims;
  try {
    claims = made.verify(token);
  } catch {
    return undefined;
  }
  const accountType = AccountType.safeParse(claims.typ);
  if (typeof claims.sub !== 'string' || !claims.sub || !accountType.success) return undefined;
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return undefined;
  const second = claims.iat * 1000;
  const precise = typeof claims.ims === 'number' && Math.floor(claims.ims / 1000) * 1000 === second;
  return {
    uid: claims.sub,
    accountType: accountType.data,
    issuedAt: precise ? (claims.ims as number) : second,
    expiresAt: claims.exp * 1000,
  };
}

/** A random opaque secret for refresh tokens and e-mail links. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak gives no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
