import { randomUUID } from 'node:crypto';
import type {
  ContactMessage,
  ContactMessageForm,
  ContactMessagePage,
  ContactMessagesQuery,
} from '../../../common/api/site.js';
import { ContactTopic } from '../../../common/api/site.js';
import { siteLimits } from '../../../common/limits.js';
import { formatTimeIn } from '../../../common/date-format.js';
import { requireAccountType } from '../../auth/permissions.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../auth/tokens.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { contactEmail } from './contact-email.js';
import type { SiteDeps } from './site-deps.js';
import type { ContactMessageRow } from './site.repository.js';

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

/** A stored message as an Admin reads it. */
function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // Stored through the same schema, so the topic is one of the list; parse to keep the type.
    topic: ContactTopic.parse(row.topic),
    message: row.message,
    createdAt: row.created_at,
    emailedAt: row.emailed_at,
    handledAt: row.handled_at,
    handledBy:
      row.handled_by === null
        ? null
        : { uid: row.handled_by, name: row.handled_by_name ?? 'A former Admin' },
  };
}

/**
 * The stored contact messages, newest first; with `open=true` only those nobody has handled,
 * as the Support inbox lists them. Admin only.
 */
export async function listContactMessages(
  deps: SiteDeps,
  principal: Principal,
  query: ContactMessagesQuery,
): Promise<ContactMessagePage> {
  const { repo } = deps;
  requireAccountType(principal, 'Admin');
  const { rows, total, unhandled } = await repo.pageContactMessages(
    (query.page - 1) * contactPageSize,
    contactPageSize,
    query.open === 'true',
  );
  return {
    messages: rows.map(toContactMessage),
    total,
    unhandled,
    page: query.page,
    pageSize: contactPageSize,
  };
}

/**
 * POST /api/site/contact/:id/handled (Admin): the message was answered (by e-mail: its sender
 * may have no account), so it leaves the Support inbox. An unknown message answers 404, one
 * already handled 409 naming who was first.
 */
export async function markContactHandled(
  deps: SiteDeps,
  principal: Principal,
  id: string,
): Promise<ContactMessage> {
  requireAccountType(principal, 'Admin');
  const found = await deps.repo.findContactMessage(id);
  if (!found) throw new AppError('contact_message_unknown');
  const at = deps.now().toISOString();
  if (found.handled_at === null && (await deps.repo.markContactHandled(id, principal.uid, at))) {
    const row = await deps.repo.findContactMessage(id);
    if (row) return toContactMessage(row);
  }
  const by = (await deps.repo.findContactMessage(id)) ?? found;
  throw new AppError('contact_message_handled', {
    name: by.handled_by_name ?? 'An Admin',
    handledAt: `${formatTimeIn(by.handled_at ?? at, 'dateTime', 'UTC')} (UTC)`,
  });
}
