import type { CatalogueEntry } from './entry.js';

/** The payout rules' codes (docs/operations.md, Payouts). */
export const payoutErrors = {
  payout_period_open: {
    status: 409,
    message: '{period} has not ended yet; it can be closed from {closableAt} (UTC).',
  },
  payout_period_unknown: { status: 404, message: '{period} has not been closed yet.' },
  payout_already_paid: {
    status: 409,
    message: 'Already paid on {paidAt} with reference {reference}; a paid statement never changes.',
  },
  payout_nothing_to_pay: {
    status: 409,
    message: 'No {method} statement of {period} is waiting to be paid.',
  },
  payout_export_none_paid: {
    status: 409,
    message:
      'No {method} statement of {period} has been paid yet; there is no paid file to download.',
  },
  payout_export_empty: {
    status: 409,
    message: 'Nobody is to be paid by {method} for {period}; there is no file to export.',
  },
} as const satisfies Record<string, CatalogueEntry>;
