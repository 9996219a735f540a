import { z } from 'zod/mini';
import { required } from '../fields.js';

// A missing uid reads as form_incomplete, a malformed one as invalid_input.
export const Uid = required(z.uuid('Expected a user id.'));

// The spec sends the relationship as a JSON list; in a query string it arrives as text.
export function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
