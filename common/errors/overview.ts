import type { CatalogueEntry } from './entry.js';

/** The Admin's Dashboard's codes. */
export const overviewErrors = {
  missed_deadline_unknown: {
    status: 404,
    message: 'This order did not miss its deadline, so there is nothing to look at.',
  },
  missed_deadline_checked: {
    status: 409,
    message: '{name} already looked at this missed deadline on {checkedAt}.',
  },
  contact_message_unknown: {
    status: 404,
    message: 'There is no such contact message.',
  },
  contact_message_handled: {
    status: 409,
    message: '{name} already marked this message handled on {handledAt}.',
  },
} as const satisfies Record<string, CatalogueEntry>;
