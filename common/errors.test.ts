import { describe, expect, it } from 'vitest';
import { catalogueParts } from './errors/catalogue.js';
import { describeError, ErrorBody, errorCatalogue } from './errors.js';

describe('ErrorBody', () => {
  it('reads an error answer with its link and field messages', () => {
    const body = {
      error: {
        code: 'form_incomplete',
        message: 'Please fill in the missing fields!',
        link: { text: 'View Shop', href: '/dashboard/shop' },
        fieldErrors: { name: 'This field is required.' },
      },
    };
    expect(ErrorBody.parse(body)).toEqual(body);
  });

  it('reads a code this build does not know as other, keeping the message', () => {
    expect(ErrorBody.parse({ error: { code: 'brand_new', message: 'Try later.' } })).toEqual({
      error: { code: 'other', message: 'Try later.' },
    });
  });

  it('refuses a body that is not an error answer', () => {
    expect(ErrorBody.safeParse({ message: 'Bad gateway' }).success).toBe(false);
  });
});

describe('describeError', () => {
  it('fills the placeholders of the message and encodes those of the link', () => {
    expect(describeError('unverified_staff', { username: 'a b' })).toEqual({
      message: 'Your account is not verified!',
      link: { text: 'Verify it here', href: '/join/return?username=a%20b' },
    });
  });
});

describe('errorCatalogue', () => {
  it('holds every code of every feature part, each code in exactly one part', () => {
    const codes = Object.values(catalogueParts).flatMap((part) => Object.keys(part));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(errorCatalogue).sort()).toEqual([...codes].sort());
  });
});
