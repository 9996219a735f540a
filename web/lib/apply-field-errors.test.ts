import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyFieldErrors } from './apply-field-errors';

describe('applyFieldErrors', () => {
  it('sets the messages of known fields only', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'invalid_email', 'Check the form.', undefined, {
      email: 'Not an e-mail.',
      secret: 'Not a field of this form.',
    });
    applyFieldErrors({ setError }, error, ['name', 'email']);
    expect(setError.mock.calls).toEqual([['email', { type: 'server', message: 'Not an e-mail.' }]]);
  });

  it('ignores errors without field messages', () => {
    const setError = vi.fn();
    applyFieldErrors({ setError }, new Error('boom'), ['name']);
    applyFieldErrors({ setError }, new ApiError(500, 'other', 'Oops'), ['name']);
    expect(setError).not.toHaveBeenCalled();
  });
});
