import { z } from 'zod/mini';
import { isErrorCode, type ErrorCode } from '../errors.js';

/** How a request that fails its schema is answered: one catalogue code and a message per field. */
export type ValidationFailure = { code: ErrorCode; fieldErrors: Record<string, string> };

/** The outcome of checkInput: the parsed value, or the failure to answer with. */
export type CheckedInput<T> =
  { success: true; data: T } | { success: false; failure: ValidationFailure };

const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';

/**
 * Parses a request's path, query or body, or a socket payload, with its contract schema. The
 * failure's code comes from the issues' `params.code` (docs/product.md §8): a rule with a code of
 * its own wins (a username with a leading digit, a malformed e-mail); failures that are all
 * missing fields give form_incomplete; anything else invalid_input. A missing field is one marked
 * so by the schema (see common/api/fields.ts), or a value left out whose schema has no message
 * of its own for it.
 */
export function checkInput<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
): CheckedInput<z.output<S>> {
  const unnamedAbsent = new Set<string>();
  const result = z.safeParse(schema, data, {
    // Zod asks a parse's error map only about issues whose schema gave no message; returning
    // nothing keeps zod's own words.
    error: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined)
        unnamedAbsent.add(`${issue.expected}@${fieldOf(issue.path ?? [])}`);
      return undefined;
    },
  });
  if (result.success) return { success: true, data: result.data };
  const missing = (issue: z.core.$ZodIssue) =>
    codeOf(issue) === 'form_incomplete' ||
    (issue.code === 'invalid_type' &&
      unnamedAbsent.has(`${issue.expected}@${fieldOf(issue.path)}`));
  return { success: false, failure: failureOf(result.error.issues, missing) };
}

function codeOf(issue: z.core.$ZodIssue): unknown {
  return 'params' in issue ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
}

function failureOf(
  issues: readonly z.core.$ZodIssue[],
  missing: (issue: z.core.$ZodIssue) => boolean,
): ValidationFailure {
  const fieldErrors: Record<string, string> = {};
  let specific: ErrorCode | undefined;
  let onlyMissing = true;
  for (const issue of issues) {
    fieldErrors[fieldOf(issue.path)] ??= issue.message;
    if (missing(issue)) continue;
    onlyMissing = false;
    const code = codeOf(issue);
    if (!specific && isErrorCode(code)) specific = code;
  }
  return {
    code: specific ?? (onlyMissing ? 'form_incomplete' : 'invalid_input'),
    fieldErrors,
  };
}
