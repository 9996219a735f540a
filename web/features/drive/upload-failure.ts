import type { DetailedError } from 'tus-js-client';
import { ApiError, apiErrorFrom, describeFailure } from '../../lib/api-client';
import { statusOf } from './tus-sender';

/** Whether sending again could succeed: not after the server refused the file (a 4xx). */
function retryableAfter(error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : statusOf(error);
  return status === 0 || status >= 500 || [401, 404, 408, 409, 423, 429].includes(status);
}

/** What to record of a failure: its message, and whether Retry is worth offering. */
export function failure(error: unknown): { error: string; retryable: boolean } {
  return { error: failureMessage(error), retryable: retryableAfter(error) };
}

/** The message to show for a failed call or a tus error carrying the API's error body. */
export function failureMessage(error: unknown): string {
  const response = (error as Partial<DetailedError>).originalResponse;
  if (response) {
    const status = response.getStatus();
    if (status > 0) return apiErrorFrom(status, response.getBody()).message;
  }
  if (error instanceof ApiError) return describeFailure(error).message;
  return 'The connection was lost. Retry to continue from where it stopped.';
}
