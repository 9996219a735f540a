import { z } from 'zod';
import { requiredMessage } from '../errors.js';

/**
 * Schema params that tell a missing value from one of the wrong type: the first gets
 * `requiredMessage` (so the answer is form_incomplete), the second `wrongType`.
 */
export const requiredOr = (wrongType: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? requiredMessage : wrongType),
});

/**
 * Required free text: trimmed, at least `min` and at most `max` characters, without control
 * characters (a `multiline` text keeps its line breaks and tabs).
 */
export const text = (max: number, { multiline = false, min = 1 } = {}) => {
  let value = z.string(requiredOr('Expected text.')).trim().min(1, requiredMessage);
  if (min > 1) value = value.min(min, `At least ${min} characters.`);
  return value
    .max(max, `At most ${max} characters.`)
    .refine(
      (v) => !/\p{Cc}/u.test(multiline ? v.replace(/[\n\r\t]/g, '') : v),
      'Control characters are not allowed.',
    );
};
