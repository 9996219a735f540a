import type {
  ContactMessageForm,
  ContactMessagesQuery,
  StatListName,
  UpdateCompanyStats,
} from '../../../common/api/site.js';
import type { Principal } from '../../auth/tokens.js';
import { listStats, updateStats } from './company-stats.js';
import { listContactMessages, markContactHandled, sendContactMessage } from './contact-messages.js';
import type { SiteDeps } from './site-deps.js';

export type { SiteDeps } from './site-deps.js';

/** Company stats of the public chart and the contact form (docs/product.md §2, §3, §7, §9). */
export function siteService(deps: SiteDeps) {
  return {
    listStats: (name: StatListName) => listStats(deps, name),
    updateStats: (principal: Principal, name: StatListName, body: UpdateCompanyStats) =>
      updateStats(deps, principal, name, body),
    sendContactMessage: (form: ContactMessageForm, ip: string) =>
      sendContactMessage(deps, form, ip),
    listContactMessages: (principal: Principal, query: ContactMessagesQuery) =>
      listContactMessages(deps, principal, query),
    markContactHandled: (principal: Principal, id: string) =>
      markContactHandled(deps, principal, id),
  };
}

/** The site service's interface, for the routes. */
export type SiteService = ReturnType<typeof siteService>;
