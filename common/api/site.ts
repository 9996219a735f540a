import { z } from 'zod/mini';
import { siteLimits as L } from '../limits.js';
import { Email, OkResponse } from './accounts.js';
import { defineRoute } from './contract.js';
import { plainText, required, text } from './fields.js';

/** The named stat lists `GET /api/global/drive/stats?name=` serves; docs/product.md §7 names one. */
export const StatListName = z.enum(['CompanyStats']);
export type StatListName = z.infer<typeof StatListName>;

/** Query of the stats routes. */
export const StatsQuery = z.object({ name: StatListName });
export type StatsQuery = z.infer<typeof StatsQuery>;

/** One company figure (docs/product.md §3): a name, a value and the unit it is counted in. */
export const CompanyStat = z.object({
  key: text(L.statKeyMax),
  value: required(z.number('Enter a number.'))
    .check(z.gte(0, 'At least 0.'))
    .check(z.lte(L.statValueMax, 'Too large to show.')),
  /** '$' (or another currency sign) goes before the figure; any other unit after it. */
  unit: z
    .string({ error: 'Expected text.' })
    .check(z.trim())
    .check(z.maxLength(L.statUnitMax, `At most ${L.statUnitMax} characters.`))
    .check(z.refine((v) => !/\p{Cc}/u.test(v), 'Control characters are not allowed.')),
});
export type CompanyStat = z.infer<typeof CompanyStat>;

/** The answer of GET /api/global/drive/stats: the figures in the order the chart shows them. */
export const CompanyStatList = z.array(CompanyStat);
export type CompanyStatList = z.infer<typeof CompanyStatList>;

/** Body of PUT /api/global/drive/stats: the whole new list, replacing the old one (Admin only). */
export const UpdateCompanyStats = z.object({
  stats: z
    .array(CompanyStat)
    .check(z.minLength(1, 'Publish at least one figure.'))
    .check(z.maxLength(L.statsMax, `At most ${L.statsMax} figures.`))
    .check(
      z.superRefine((stats, ctx) => {
        const seen = new Set<string>();
        stats.forEach((stat, index) => {
          const key = stat.key.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'Each name only once.' });
          seen.add(key);
        });
      }),
    ),
});
export type UpdateCompanyStats = z.infer<typeof UpdateCompanyStats>;

/** What a contact message is about; 'Account Issue' is the one the verification pages preset. */
export const contactTopics = [
  'General Question',
  'Account Issue',
  'Orders & Billing',
  'Partnerships',
  'Production Staff',
  'Bug Report',
] as const;

/** A topic of the contact form. */
export const ContactTopic = z.enum(contactTopics, { error: 'Choose a topic.' });
export type ContactTopic = z.infer<typeof ContactTopic>;

/** Body of POST /api/site/contact. `website` is the honeypot: people never see it, bots fill it. */
export const ContactMessageForm = z.object({
  name: text(L.contactNameMax),
  email: Email,
  topic: ContactTopic,
  message: text(L.contactMessageMax, { multiline: true, min: L.contactMessageMin }),
  website: z.optional(plainText().check(z.maxLength(200))),
});
export type ContactMessageForm = z.infer<typeof ContactMessageForm>;

/** A stored contact message, as an Admin reads it. */
export const ContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: ContactTopic,
  message: z.string(),
  createdAt: z.string(),
  /** When the message was handed to the mail server; null if that failed. */
  emailedAt: z.nullable(z.string()),
  /** When an Admin marked it answered, and who; null while it waits in the Support inbox. */
  handledAt: z.nullable(z.string()),
  handledBy: z.nullable(z.object({ uid: z.string(), name: z.string() })),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/**
 * Query of GET /api/site/contact: newest first, a page at a time. Beyond §7, `open=true` keeps
 * the messages no Admin has marked handled, as the Support inbox lists them.
 */
export const ContactMessagesQuery = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(10_000)), 1),
  open: z.optional(z.enum(['true', 'false'], 'Expected true or false.')),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;

/** Path parameters naming one contact message. */
export const ContactMessageParams = z.object({ id: z.uuid('Unknown contact message.') });
export type ContactMessageParams = z.infer<typeof ContactMessageParams>;

/** Answer of GET /api/site/contact. `unhandled` counts every message still waiting. */
export const ContactMessagePage = z.object({
  messages: z.array(ContactMessage),
  total: z.number().check(z.int()),
  unhandled: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

/** The public site's routes: company stats (docs/product.md §7 Drive) and the contact form. */
export const siteRoutes = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/global/drive/stats',
    auth: false,
    query: StatsQuery,
    response: CompanyStatList,
  }),
  updateStats: defineRoute({
    method: 'PUT',
    path: '/api/global/drive/stats',
    auth: true,
    query: StatsQuery,
    body: UpdateCompanyStats,
    response: CompanyStatList,
  }),
  contact: defineRoute({
    method: 'POST',
    path: '/api/site/contact',
    auth: false,
    body: ContactMessageForm,
    response: OkResponse,
  }),
  contactMessages: defineRoute({
    method: 'GET',
    path: '/api/site/contact',
    auth: true,
    query: ContactMessagesQuery,
    response: ContactMessagePage,
  }),
  /** An Admin answered a contact message (by e-mail): it leaves the Support inbox. */
  markContactHandled: defineRoute({
    method: 'POST',
    path: '/api/site/contact/:id/handled',
    auth: true,
    params: ContactMessageParams,
    response: ContactMessage,
  }),
} as const;
