import { createHmac, timingSafeEqual } from 'node:crypto';

// The digest's one-click unsubscribe link works without signing in, so it carries the user's id
// signed with a key of its own (derived from the JWT secret with its own label): it can never pass
// for an access token or a media link, and nobody can make one for someone else.

function key(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('crewcast chat digest unsubscribe v1').digest();
}

const mac = (secret: Uint8Array, uid: string) =>
  createHmac('sha256', key(secret)).update(uid).digest();

/** The token of `uid`'s unsubscribe link. It does not expire: an old digest's link still works. */
export function signUnsubscribe(secret: Uint8Array, uid: string): string {
  return `${Buffer.from(uid).toString('base64url')}.${mac(secret, uid).toString('base64url')}`;
}

/** The user a token names, or undefined when it is forged or malformed. */
export function readUnsubscribe(secret: Uint8Array, token: string): string | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const uid = Buffer.from(payload, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, uid);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uid : undefined;
}
