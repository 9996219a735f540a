import { describe, expect, it } from 'vitest';
import { openFields, signFields } from './signed-fields.js';

const secret = new TextEncoder().encode('a test secret of some length');

describe('signed fields', () => {
  it('opens what it signed for the same purpose', () => {
    const token = signFields(secret, 'downloads v1', { f: 'file', e: 5 });
    expect(openFields(secret, 'downloads v1', token)).toEqual({ f: 'file', e: 5 });
  });

  it('refuses a value signed for another purpose or with another secret', () => {
    const token = signFields(secret, 'downloads v1', { f: 'file' });
    expect(openFields(secret, 'guests v1', token)).toBeUndefined();
    expect(openFields(new TextEncoder().encode('another'), 'downloads v1', token)).toBeUndefined();
  });

  it('refuses changed fields, a cut signature and malformed values', () => {
    const token = signFields(secret, 'p', { f: 'file' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ f: 'other' })).toString('base64url')}.${signature}`;
    expect(openFields(secret, 'p', forged)).toBeUndefined();
    expect(openFields(secret, 'p', token.slice(0, -2))).toBeUndefined();
    for (const bad of ['', '.', 'a.b.c', `${token}.x`, 'not base64'])
      expect(openFields(secret, 'p', bad)).toBeUndefined();
    const notObject = signFields(secret, 'p', { x: 1 }).replace(/^[^.]+/, '');
    expect(openFields(secret, 'p', notObject)).toBeUndefined();
  });
});
