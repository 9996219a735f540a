import { dashboardPaths } from '../paths.js';
import type { CatalogueEntry } from './entry.js';

/** Chat messages, Support threads and the chat e-mails. */
export const chatErrors = {
  not_a_contact: {
    status: 403,
    message: 'You can only message your contacts and the groups you are in.',
  },
  message_rate_limited: {
    status: 429,
    message: 'You are sending messages too fast. Wait a moment and try again.',
  },
  invalid_unsubscribe_link: {
    status: 400,
    message: 'This unsubscribe link is not valid. Change your chat e-mails in Settings instead.',
    link: { text: 'Open Settings', href: dashboardPaths.settings },
  },
  support_assignee_not_admin: {
    status: 400,
    message: 'A Support thread can only be assigned to an Admin.',
  },
} as const satisfies Record<string, CatalogueEntry>;
