import { createHmac, timingSafeEqual } from 'node:crypto';

// Links that carry their own permission (a download address, a guest's grant) are a few JSON
// fields and an HMAC over them: `payload.signature`, both base64url. Each kind signs with a key of
// its own derived from the server secret for its `purpose`, so one kind never passes for another
// or for an access token.

function mac(secret: Uint8Array, purpose: string, payload: string): Buffer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(payload).digest();
}

/** Signs `fields` for `purpose` into one URL-safe value. */
export function signFields(
  secret: Uint8Array,
  purpose: string,
  fields: Record<string, unknown>,
): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/**
 * The fields of a value signed for `purpose`; undefined when forged, signed for another purpose
 * or malformed. The caller still checks each field's type and the expiry it carries.
 */
export function openFields(
  secret: Uint8Array,
  purpose: string,
  token: string,
): Record<string, unknown> | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const raw: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return raw && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
