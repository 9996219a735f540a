import { randomUUID } from 'node:crypto';
import type {
  CompanyStatList,
  ContactMessageForm,
  ContactMessagePage,
  ContactMessagesQuery,
  StatListName,
  UpdateCompanyStats,
} from '../../../common/api/site.js';
import { ContactTopic } from '../../../common/api/site.js';
import { siteLimits } from '../../../common/limits.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import { enforceLimit, type RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { contactEmail } from './contact-email.js';
import type { SiteRepository } from './site.repository.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';
import type { Clock } from '../../clock.js';

/** What the site service needs from the outside world. */
export type SiteDeps = {
  repo: SiteRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where contact messages are sent (SUPPORT_EMAIL). */
  supportEmail: string;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  now: Clock;
};

const hourMs = 60 * 60_000;
/** Contact messages an Admin reads per page. */
export const contactPageSize = 50;

/** Company stats of the public chart and the contact form (docs/product.md §2, §3, §7, §9). */
export function siteService(deps: SiteDeps) {
  const { repo } = deps;
  const { now } = deps;

  return {
    /** The figures of a stat list; public, since the home page shows them to everyone. */
    async listStats(name: StatListName): Promise<CompanyStatList> {
      return repo.listStats(name);
    },

    /** Replaces a stat list with new figures. Admin only. */
    async updateStats(
      principal: Principal,
      name: StatListName,
      body: UpdateCompanyStats,
    ): Promise<CompanyStatList> {
      requireAccountType(principal, 'Admin');
      const at = now().toISOString();
      const before = await repo.listStats(name);
      await repo.replaceStats(
        name,
        body.stats,
        { updatedAt: at, updatedBy: principal.uid, newId: randomUUID },
        {
          actorId: principal.uid,
          action: 'site.stats_updated',
          subject: { type: 'stat_list', id: name },
          before,
          after: { stats: body.stats },
          at,
        },
      );
      deps.log.info({ list: name, count: body.stats.length, by: principal.uid }, 'stats updated');
      return repo.listStats(name);
    },

    /**
     * Stores a contact message and e-mails it to support. A filled honeypot is answered as if
     * the message went through, so a bot learns nothing, but nothing is stored or sent. Each
     * address may send a few messages an hour. A mail failure does not lose the message: it
     * stays stored, unmarked as e-mailed, for an Admin to read.
     */
    async sendContactMessage(form: ContactMessageForm, ip: string): Promise<void> {
      await enforceLimit(deps.limiter, `contact:ip:${ip}`, siteLimits.contactPerIpPerHour, hourMs);
      if (form.website && form.website.trim() !== '') {
        deps.log.warn({ ip }, 'contact message dropped: honeypot filled');
        return;
      }
      const id = randomUUID();
      const message = {
        id,
        name: form.name,
        email: form.email,
        topic: form.topic,
        message: form.message,
        createdAt: now().toISOString(),
      };
      await repo.insertContactMessage(message);
      // A failed mail leaves the message stored and unmarked, for an Admin to read.
      const mail = { to: deps.supportEmail, replyTo: form.email, ...contactEmail(form, id) };
      sendInBackground(deps.mailer, mail, deps.log, 'contact message stored but not e-mailed', () =>
        repo.markContactMessageEmailed(id, now().toISOString()),
      );
    },

    /** The stored contact messages, newest first. Admin only. */
    async listContactMessages(
      principal: Principal,
      query: ContactMessagesQuery,
    ): Promise<ContactMessagePage> {
      requireAccountType(principal, 'Admin');
      const { rows, total } = await repo.pageContactMessages(
        (query.page - 1) * contactPageSize,
        contactPageSize,
      );
      return {
        messages: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          // Stored through the same schema, so the topic is one of the list; parse to keep the type.
          topic: ContactTopic.parse(row.topic),
          message: row.message,
          createdAt: row.created_at,
          emailedAt: row.emailed_at,
        })),
        total,
        page: query.page,
        pageSize: contactPageSize,
      };
    },
  };
}

/** The site service's interface, for the routes. */
export type SiteService = ReturnType<typeof siteService>;
