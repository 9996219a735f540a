import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { missingIssue, nonEmpty, required } from './fields.js';
import { checkInput } from './validation.js';

const form = z
  .object({
    name: required(z.string('Expected text.')).trim().check(nonEmpty()),
    age: z.number('Enter a number.'),
    note: z.string(),
    extra: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.extra && !value.note) ctx.addIssue(missingIssue(['note']));
  });

describe('checkInput', () => {
  it('answers form_incomplete when every failure is a missing field', () => {
    const checked = checkInput(form, { age: 3 });
    expect(checked).toEqual({
      success: false,
      failure: {
        code: 'form_incomplete',
        fieldErrors: {
          name: 'This field is required.',
          note: 'Invalid input: expected string, received undefined',
        },
      },
    });
  });

  it('reads an empty required text as missing', () => {
    const checked = checkInput(form, { name: '  ', age: 3, note: '' });
    expect(checked.success ? null : checked.failure.code).toBe('form_incomplete');
  });

  it('reads a value left out whose schema names its own type error as invalid input', () => {
    const checked = checkInput(form, { name: 'A', note: '' });
    expect(checked.success ? null : checked.failure).toEqual({
      code: 'invalid_input',
      fieldErrors: { age: 'Enter a number.' },
    });
  });

  it('reads a value of the wrong type as invalid input', () => {
    const checked = checkInput(form, { name: 5, age: 3, note: '' });
    expect(checked.success ? null : checked.failure.code).toBe('invalid_input');
  });

  it('lets a rule with a catalogue code of its own decide the answer', () => {
    const schema = z.object({
      name: z.string().refine((v) => !/^[0-9]/.test(v), {
        message: 'No digit first.',
        params: { code: 'username_forbidden' },
      }),
      other: z.string(),
    });
    const checked = checkInput(schema, { name: '1abc' });
    expect(checked.success ? null : checked.failure.code).toBe('username_forbidden');
  });

  it('counts a requirement a refinement adds as a missing field', () => {
    const checked = checkInput(form, { name: 'A', age: 3, note: '', extra: true });
    expect(checked.success ? null : checked.failure).toEqual({
      code: 'form_incomplete',
      fieldErrors: { note: 'This field is required.' },
    });
  });

  it('hands back the parsed value', () => {
    expect(checkInput(form, { name: ' A ', age: 3, note: '' })).toEqual({
      success: true,
      data: { name: 'A', age: 3, note: '' },
    });
  });
});
