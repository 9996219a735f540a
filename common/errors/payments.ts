import { dashboardPaths } from '../paths.js';
import type { CatalogueEntry } from './entry.js';

/** Credits, checkout, the payment provider's webhook and referrals. */
export const paymentsErrors = {
  unpaid_thumbnails: {
    status: 402,
    message: 'You have not paid for any thumbnails in order to request one!',
    link: { text: 'View Shop', href: dashboardPaths.shop },
  },
  unpaid_edits: {
    status: 402,
    message: 'You have not paid for any edits in order to request one!',
    link: { text: 'View Shop', href: dashboardPaths.shop },
  },
  card_declined: { status: 402, message: 'Your card was declined. Nothing was charged.' },
  checkout_expired: {
    status: 410,
    message: 'This checkout has expired. Go back to the shop and check out again.',
    link: { text: 'Back to the shop', href: dashboardPaths.shop },
  },
  payment_unavailable: {
    status: 502,
    message: 'The payment service did not answer. Nothing was charged; try again in a moment.',
  },
  invalid_signature: { status: 400, message: 'The webhook signature is not valid.' },
  referral_unknown: { status: 404, message: 'No affiliate has this referral code.' },
  commission_already_paid: {
    status: 409,
    message:
      '{count} of the chosen commissions were already paid (the first on {paidAt}); nothing was marked. Untick them and try again.',
  },
  commission_in_statement: {
    status: 409,
    message:
      '{count} of the chosen commissions are in the {period} pay statements and are paid with them; nothing was marked. Pay them from Payouts.',
    link: { text: 'Open Payouts', href: dashboardPaths.payouts },
  },
} as const satisfies Record<string, CatalogueEntry>;
