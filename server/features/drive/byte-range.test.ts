import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { atMost, contentDisposition, parseRange } from './byte-range.js';

describe('parseRange', () => {
  test('reads the forms of RFC 9110', () => {
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  test('gives the whole file for no, malformed or multiple ranges', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange('bytes=5-1', 1000)).toBeUndefined();
    expect(parseRange('bytes=-', 1000)).toBeUndefined();
    expect(parseRange('bytes=1-2,4-5', 1000)).toBeUndefined();
    expect(parseRange('lines=1-2', 1000)).toBeUndefined();
  });

  test('says when a range lies past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-2000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  test('any satisfiable range stays inside the file', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.integer({ min: 1, max: 1e9 }), (a, b, size) => {
        const range = parseRange(`bytes=${a}-${b}`, size);
        if (range && range !== 'unsatisfiable') {
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThan(size);
          expect(range.start).toBeLessThanOrEqual(range.end);
        }
      }),
    );
  });

  test('If-Range that no longer matches asks for the whole file', () => {
    expect(parseRange('bytes=0-9', 100, { given: '"a"', etag: '"b"' })).toBeUndefined();
    expect(parseRange('bytes=0-9', 100, { given: '"b"', etag: '"b"' })).toEqual({
      start: 0,
      end: 9,
    });
  });
});

describe('contentDisposition', () => {
  test('keeps quotes and non-ASCII out of the plain name and exact in filename*', () => {
    expect(contentDisposition('inline', 'a "b" é.mp4')).toBe(
      `inline; filename="a _b_ _.mp4"; filename*=UTF-8''a%20%22b%22%20%C3%A9.mp4`,
    );
  });
});

describe('atMost', () => {
  test('cuts a store that sent the whole object for bytes=0-0 at the one byte promised', async () => {
    const whole = Readable.from([Buffer.from('abc'), Buffer.from('defgh')]);
    expect(await text(atMost(whole, 1))).toBe('a');
    expect(whole.destroyed).toBe(true);
  });

  test('passes a body of the promised length through whole', async () => {
    const body = Readable.from([Buffer.from('abc'), Buffer.from('def')]);
    expect(await text(atMost(body, 6))).toBe('abcdef');
  });

  test('fails, rather than ends, when the store sends fewer bytes than promised', async () => {
    const short = Readable.from([Buffer.from('abc')]);
    await expect(text(atMost(short, 6))).rejects.toThrow('the store sent 3 of 6 bytes');
  });
});
