import { z } from 'zod/mini';
import { pagingLimits as L } from '../limits.js';

// Keyset paging for the long lists (decision 028). A page is asked for with two optional query
// parameters, `limit` and `cursor`; without them a route answers its first page of a bounded
// default size, so an old caller still gets an answer of bounded size. The cursor is opaque to
// callers: the sort key of the last item served, as base64url JSON, which the server checks
// like any other input.

/** A sort key: the values of the ORDER BY columns of the last item served, its id last. */
export type CursorKey = (string | number)[];

const base64url = /^[A-Za-z0-9_-]+$/;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// common/ has neither the DOM's nor Node's base64 and text codecs, so UTF-8 and base64url are
// spelled out here: UTF-8 bytes as the char codes 0-255 of a string, then 6 bits a character.
function utf8Bytes(text: string): number[] {
  return Array.from(unescape(encodeURIComponent(text)), (c) => c.charCodeAt(0));
}

function toBase64Url(text: string): string {
  const bytes = utf8Bytes(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, bytes.length - i + 1);
    for (let k = 0; k < chars; k += 1) out += alphabet[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): string {
  let binary = '';
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k += 1)
      n = (n << 6) | (k < group.length ? alphabet.indexOf(group[k]!) : 0);
    for (let k = 0; k < group.length - 1; k += 1)
      binary += String.fromCharCode((n >> (16 - 8 * k)) & 255);
  }
  // Throws on bytes that are not UTF-8; the caller reads that as "not a cursor".
  return decodeURIComponent(escape(binary));
}

/** The cursor that continues after an item whose sort key is `key`. */
export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify(key));
}

/** The sort key a cursor carries, or undefined when it is not one this API made. */
export function decodeCursor(cursor: string): CursorKey | undefined {
  if (!base64url.test(cursor)) return undefined;
  try {
    const key: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(key) || key.length === 0 || key.length > 4) return undefined;
    return key.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      ? (key as CursorKey)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A `cursor` query parameter: refused with 400 unless it decodes to a sort key of `length`
 * values, the last (the id) a string, parsed to that key.
 */
export const CursorParam = (length: number) =>
  z.pipe(
    z.string('Expected a cursor.').check(z.maxLength(L.cursorMax, 'Not a cursor of this list.')),
    z.transform((text, ctx) => {
      const key = decodeCursor(text);
      if (!key || key.length !== length || typeof key[length - 1] !== 'string') {
        ctx.issues.push({ code: 'custom', message: 'Not a cursor of this list.', input: text });
        return z.NEVER;
      }
      return key;
    }),
  );

/** A `limit` query parameter: 1 to `max` items, `fallback` when left out. */
export const LimitParam = (fallback: number, max: number) =>
  z._default(
    z
      .pipe(z.coerce.number('Expected a number.'), z.int('Expected a whole number.'))
      .check(z.gte(1, 'At least 1.'))
      .check(z.lte(max, `At most ${max}.`)),
    fallback,
  );

/** The field of a paged object answer that says how to ask for the next page; null at the end. */
export const NextCursor = z.nullable(z.string());

/**
 * The answer header that carries the next page's cursor where the answer is a bare list whose
 * shape the specification fixes (GET /api/comm/friendships); absent at the end.
 */
export const nextCursorHeader = 'x-next-cursor';
