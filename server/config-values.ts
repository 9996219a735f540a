import { z } from 'zod';

/** A text setting; empty reads as unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

// An http(s) URL with a default, for endpoints tests point elsewhere.
export const httpUrl = (what: string, fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => /^https?:\/\/[^/]+/.test(v), `expects ${what} (an http or https URL)`)
    .transform((v) => v.replace(/\/+$/, ''));

// Variables whose value is a secret: a configuration error names them but never shows them.
const secretName = /SECRET|PASSWORD|_KEY$|_TOKEN$/;

/** A value as a configuration error may print it: secrets hidden, a URL's password too. */
export function shownValue(name: string, value: string): string {
  if (secretName.test(name)) return '***';
  try {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      return url.toString();
    }
  } catch {
    // not a URL: shown as it is
  }
  return value;
}
