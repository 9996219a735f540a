import { z } from 'zod';
import { pagingLimits as L } from '../limits.js';

// Keyset paging for the long lists (decision 028). A page is asked for with two optional query
// parameters, `limit` and `cursor`; without them a route answers its first page of a bounded
// default size, so an old caller still gets an answer of bounded size. The cursor is opaque to
// callers: the sort key of the last item served, as base64url JSON, which the server checks
// like any other input.

/** A sort key: the values of the ORDER BY columns of the last item served, its id last. */
export type CursorKey = (string | number)[];

const base64url = /^[A-Za-z0-9_-]+$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (c) => c.charCodeAt(0)),
  );
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
  z
    .string('Expected a cursor.')
    .max(L.cursorMax, 'Not a cursor of this list.')
    .transform((text, ctx) => {
      const key = decodeCursor(text);
      if (!key || key.length !== length || typeof key[length - 1] !== 'string') {
        ctx.addIssue({ code: 'custom', message: 'Not a cursor of this list.' });
        return z.NEVER;
      }
      return key;
    });

/** A `limit` query parameter: 1 to `max` items, `fallback` when left out. */
export const LimitParam = (fallback: number, max: number) =>
  z.coerce
    .number('Expected a number.')
    .int('Expected a whole number.')
    .min(1, 'At least 1.')
    .max(max, `At most ${max}.`)
    .default(fallback);

/** The field of a paged object answer that says how to ask for the next page; null at the end. */
export const NextCursor = z.string().nullable();

/**
 * The answer header that carries the next page's cursor where the answer is a bare list whose
 * shape the specification fixes (GET /api/comm/friendships); absent at the end.
 */
export const nextCursorHeader = 'x-next-cursor';
