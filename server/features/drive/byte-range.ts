import { PassThrough, type Readable } from 'node:stream';
import type { ByteRange } from '../../integrations/storage/file-storage.js';

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14). Gives undefined when the
 * whole file should be sent (no header, a malformed one, several ranges, or an `If-Range` that
 * no longer matches), the one range asked for, or 'unsatisfiable' when it lies past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
  ifRange?: { given: string | undefined; etag: string },
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  // A client resuming an old copy must get the whole new one, not a piece of it.
  if (ifRange?.given !== undefined && ifRange.given !== ifRange.etag) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** `Content-Disposition` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * `body` held to exactly `length` bytes: the answer promised that many in Content-Length, and a
 * store that ignores the range it was asked for (sending the whole object) must not write past
 * them, which on a kept-alive connection would read as the start of the next answer; one that
 * sends fewer makes the stream fail.
 */
export function atMost(body: Readable, length: number): Readable {
  let left = length;
  const cut = new PassThrough();
  body.on('error', (error) => cut.destroy(error));
  body.on('data', (chunk: Buffer) => {
    if (left <= 0) return;
    const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= part.length;
    if (!cut.write(part)) body.pause();
    if (left === 0) {
      body.destroy();
      cut.end();
    }
  });
  cut.on('drain', () => body.resume());
  // Short of the promise, the answer cannot be completed: an error cuts the connection, where an
  // end would leave the client waiting for bytes that read as the next answer's.
  body.on('end', () => {
    if (left > 0) cut.destroy(new Error(`the store sent ${length - left} of ${length} bytes`));
    else cut.end();
  });
  cut.on('close', () => body.destroy());
  return cut;
}
