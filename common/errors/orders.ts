import { dashboardPaths } from '../paths.js';
import type { CatalogueEntry } from './entry.js';

/** Orders: placing them, their due times, extensions, revisions and pass-offs. */
export const ordersErrors = {
  staff_unavailable: {
    status: 409,
    message: 'Order failed! No staff available. Try again when a staff member is available via',
    link: { text: 'Dashboard', href: dashboardPaths.home },
  },
  request_expired: {
    status: 410,
    message: 'Request Expired: this order passed its due time and was cancelled.',
  },
  request_closed: { status: 409, message: 'This order is already closed.' },
  extension_exists: {
    status: 409,
    message: 'More time was already requested for this video; only one request is allowed.',
  },
  extension_expired: {
    status: 410,
    message:
      'This request for more time was not answered within 24 hours; the original due time stands.',
  },
  extension_answered: { status: 409, message: 'This request for more time was already answered.' },
  // The message of docs/product.md §5, which users were given; the revision rule asks for it only
  // when no review note goes with the revision.
  revision_message_short: {
    status: 400,
    message: 'Message must be at least 20 characters long!',
  },
  no_revisions_left: {
    status: 409,
    message:
      'This delivery already has its revision. Ask for further changes on the revised delivery once it arrives.',
  },
  not_awaiting_review: {
    status: 409,
    message: 'This delivery is not waiting for your review: it was already accepted or revised.',
  },
  revision_not_allowed: {
    status: 409,
    message: 'Revisions can be asked only for a delivered video edit.',
  },
  pass_off_pending: { status: 409, message: 'A pass-off of this order is already in progress.' },
  // Told to the Admin who picked the new staff member, not the Partner's order-form text.
  pass_off_staff_away: { status: 409, message: '{name} is {why}; choose someone else.' },
  not_revisable: { status: 409, message: 'This action is not available on a revision order.' },
} as const satisfies Record<string, CatalogueEntry>;
