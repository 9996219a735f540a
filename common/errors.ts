import { z } from 'zod/mini';
import { errorCatalogue, type CatalogueEntry } from './errors/catalogue.js';

export { errorCatalogue };

/** Error codes, answer bodies and filled messages, from the one catalogue (errors/catalogue.ts). */

/** The message of a required value left out or empty (common/api/fields.ts marks it missing). */
export const requiredMessage = 'This field is required.';

/** Every error code the API may answer with. */
export type ErrorCode = keyof typeof errorCatalogue;

/** Values that fill the `{name}` placeholders of a message or link. */
export type ErrorParams = Record<string, string | number>;

/**
 * The JSON body of every error answer, and the `error` of a refused socket request:
 * `{ error: { code, message, link?, fieldErrors? } }`. A code this build does not know reads as
 * `other`, so an older browser still shows the server's message.
 */
export const ErrorBody = z.object({
  error: z.object({
    code: z.pipe(
      z.string(),
      z.transform((code): ErrorCode => (isErrorCode(code) ? code : 'other')),
    ),
    message: z.string(),
    link: z.optional(z.object({ text: z.string(), href: z.string() })),
    fieldErrors: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** True when the string names an entry of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

function fill(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/** The message and link of a code with its placeholders filled. */
export function describeError(
  code: ErrorCode,
  params: ErrorParams = {},
): { message: string; link?: { text: string; href: string } } {
  const entry: CatalogueEntry = errorCatalogue[code];
  const message = fill(entry.message, params);
  if (!entry.link) return { message };
  // Link params go into a URL, so they are encoded; a placeholder left unfilled drops its query pair.
  const encoded: ErrorParams = {};
  for (const [key, value] of Object.entries(params))
    encoded[key] = encodeURIComponent(String(value));
  const href = fill(entry.link.href, encoded).replace(/[?&]\w+=\{\w+\}/g, '');
  return { message, link: { text: entry.link.text, href } };
}
