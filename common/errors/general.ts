import type { CatalogueEntry } from './entry.js';

/** Codes every feature may answer with: input, sign-in, permission, limits, the unknown. */
export const generalErrors = {
  form_incomplete: { status: 400, message: 'Please fill in the missing fields!' },
  invalid_input: { status: 400, message: 'Some fields are not valid. Check them and try again.' },
  unauthorized: { status: 401, message: 'Please log in to continue.' },
  forbidden: { status: 403, message: 'You do not have permission to do that.' },
  not_found: { status: 404, message: 'Not found.' },
  rate_limited: {
    status: 429,
    message: 'Too many attempts. Please wait {minutes} minutes and try again.',
  },
  service_unavailable: {
    status: 503,
    message: 'Reconnecting… The service is briefly unavailable; try again shortly.',
  },
  other: { status: 500, message: 'An unknown error occurred' },
} as const satisfies Record<string, CatalogueEntry>;
