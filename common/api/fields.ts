import { z } from 'zod/mini';
import { requiredMessage, type ErrorCode } from '../errors.js';

/** Issue params that make a failed check a missing field, answered with form_incomplete. */
export const missingField = { code: 'form_incomplete' } as const satisfies { code: ErrorCode };

/** The issue a refinement adds at `path` for a value the rest of the form makes required. */
export function missingIssue(path: PropertyKey[]) {
  return { code: 'custom' as const, path, message: requiredMessage, params: missingField };
}

/**
 * A required value: left out, it reads "This field is required." and is a missing field, while a
 * value of the wrong type keeps the schema's own message. `anyType` makes every type failure a
 * missing field. Wrap the bare type, before any check of its own.
 */
export function required<T extends z.ZodMiniType>(schema: T, { anyType = false } = {}): T {
  return schema.check(
    z.superRefine(
      (_value, ctx) => {
        // Runs only after the type check failed: its issue becomes the missing-field one.
        for (const issue of ctx.issues)
          Object.assign(issue, { message: requiredMessage, params: missingField });
      },
      { when: (payload) => payload.issues.length > 0 && (anyType || payload.value === undefined) },
    ),
  );
}

/** A check that a (trimmed) text or a list is not empty; an empty one is a missing field. */
export function nonEmpty<T extends string | readonly unknown[]>({ abort = false } = {}) {
  return z.refine<T>((value) => value.length > 0, {
    message: requiredMessage,
    params: missingField,
    abort,
  });
}

/** The message of a text refused for a control character. */
export const controlCharacterMessage = 'Control characters are not allowed.';

/**
 * Refuses control characters (NUL and the other C0 and C1 codes), which no person types and which
 * PostgreSQL cannot store; a `multiline` text keeps its line breaks and tabs.
 */
export function noControlCharacters({ multiline = false } = {}) {
  return z.refine<string>(
    (v) => !/\p{Cc}/u.test(multiline ? v.replace(/[\n\r\t]/g, '') : v),
    controlCharacterMessage,
  );
}

/**
 * Any text that comes from outside (a body field, a query or path parameter): a string without
 * control characters. Every free string of every contract is built from this or `text`; checks of
 * its own (trim, length, a pattern) go after it.
 */
export function plainText(message = 'Expected text.', { multiline = false } = {}) {
  return z.string(message).check(noControlCharacters({ multiline }));
}

/**
 * Required free text: trimmed, at least `min` and at most `max` characters, without control
 * characters (a `multiline` text keeps its line breaks and tabs).
 */
export const text = (max: number, { multiline = false, min = 1 } = {}) => {
  let value = required(z.string('Expected text.')).check(z.trim()).check(nonEmpty());
  if (min > 1) value = value.check(z.minLength(min, `At least ${min} characters.`));
  return value
    .check(z.maxLength(max, `At most ${max} characters.`))
    .check(noControlCharacters({ multiline }));
};
