import type { ContactMessageForm } from '../../../common/api/site.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';

// A name is free text; keep the subject on one line whatever it holds.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The e-mail that brings a contact message to the support address. */
export function contactEmail(
  message: Pick<ContactMessageForm, 'name' | 'email' | 'topic' | 'message'>,
  id: string,
) {
  const subject = `[Contact] ${message.topic}: ${oneLine(message.name)}`;
  const text =
    `New message from the contact form (reference ${id}).\n\n` +
    `Name: ${message.name}\nE-mail: ${message.email}\nTopic: ${message.topic}\n\n` +
    `${message.message}\n\n` +
    `Reply to this e-mail to answer ${message.name}; we promise a reply within 1-3 working days.\n`;
  const html =
    `<p>New message from the contact form (reference ${escapeHtml(id)}).</p>` +
    `<p><strong>Name:</strong> ${escapeHtml(message.name)}<br>` +
    `<strong>E-mail:</strong> ${escapeHtml(message.email)}<br>` +
    `<strong>Topic:</strong> ${escapeHtml(message.topic)}</p>` +
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>` +
    `<p>Reply to this e-mail to answer ${escapeHtml(message.name)}; we promise a reply within 1-3 working days.</p>`;
  return { subject, text, html };
}
