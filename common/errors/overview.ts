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
} as const satisfies Record<string, CatalogueEntry>;
