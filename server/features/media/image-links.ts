import { createHmac, timingSafeEqual } from 'node:crypto';

/** Which image of a video, or its review proxy (signed the same way, for longer). */
export type MediaImage = 'poster' | 'sprite' | 'proxy';

const hourMs = 3_600_000;

// A key of its own, derived from the JWT secret, so an image link passes for nothing else.
function sign(secret: Uint8Array, fileId: string, image: MediaImage, expires: number): string {
  const key = createHmac('sha256', secret).update('crewcast media images v1').digest();
  return createHmac('sha256', key).update(`${fileId}.${image}.${expires}`).digest('base64url');
}

/**
 * The `access` value of an image URL: valid until the end of the next whole hour, so the same
 * URL is handed out for an hour and the browser's cache keeps the image.
 */
export function signImage(secret: Uint8Array, fileId: string, image: MediaImage, now: Date) {
  // A proxy plays for as long as a review sitting lasts, asking a range every few seconds.
  const hours = image === 'proxy' ? 5 : 2;
  const expires = (Math.floor(now.getTime() / hourMs) + hours) * hourMs;
  return `${expires}.${sign(secret, fileId, image, expires)}`;
}

/** True when `access` was signed for this image and has not expired. */
export function imageAllowed(
  secret: Uint8Array,
  fileId: string,
  image: MediaImage,
  access: string,
  now: Date,
): boolean {
  const [expiresText, signature, extra] = access.split('.');
  const expires = Number(expiresText);
  if (!signature || extra !== undefined || !Number.isSafeInteger(expires)) return false;
  if (expires <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, fileId, image, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
