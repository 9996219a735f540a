import { randomUUID } from 'node:crypto';
import type {
  ContactMessageForm,
  ContactMessagePage,
  ContactMessagesQuery,
} from '../../../common/api/site.js';
import { ContactTopic } from '../../../common/api/site.js';
import { siteLimits } from '../../../common/limits.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { contactEmail } from './contact-email.js';
import type { SiteDeps } from './site-deps.js';

const hourMs = 60 * 60_000;
/** Contact messages an Admin reads per page. */
export const contactPageSize = 50;

/**
 * Stores a contact message and e-mails it to support. A filled honeypot is answered as if
 * the message went through, so a bot learns nothing, but nothing is stored or sent. Each
 * address may send a few messages an hour. A mail failure does not lose the message: it
 * stays stored, unmarked as e-mailed, for an Admin to read.
 */
export async function sendContactMessage(
  deps: SiteDeps,
  form: ContactMessageForm,
  ip: string,
): Promise<void> {
  const { repo, now } = deps;
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
}

/** The stored contact messages, newest first. Admin only. */
export async function listContactMessages(
  deps: SiteDeps,
  principal: Principal,
  query: ContactMessagesQuery,
): Promise<ContactMessagePage> {
  const { repo } = deps;
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
}
