import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages under their fields, like the browser's own checks: each
 * message of an ApiError whose field is one of `fields` goes to the form. Others are left to the
 * form's general failure message.
 */
export function applyFieldErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError) || !error.fieldErrors) return;
  for (const [field, message] of Object.entries(error.fieldErrors))
    if (fields.includes(field)) form.setError(field as Path<Values>, { type: 'server', message });
}
