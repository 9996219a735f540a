import { escapeHtml } from '../../integrations/email/escape-html.js';
import { orderChatTextFor } from './order-chat-text.js';
import type { NoticeOrder, NoticePerson } from './order-events.repository.js';
import { headlines, orderPath } from './order-notice-words.js';
import type { OrderNotice } from './order-notifier.js';

// Free text (a title, a name) must not break the subject onto a second line.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The e-mail about one order event for one reader: the System notice written for them (in the
 * second person where it is about them, times in their time zone) and the link to the order in
 * the Inbox. Each reader gets their own text, never one text for every side.
 */
export function orderEmail(
  order: NoticeOrder,
  notice: OrderNotice,
  publicUrl: string,
  reader: Pick<NoticePerson, 'id' | 'timeZone'>,
) {
  const link = `${publicUrl}${orderPath(order.id)}`;
  const subject = `${headlines[notice.event]}: ${oneLine(order.title)}`;
  const body = orderChatTextFor(order, notice, reader);
  const text = `${body}\n\nOpen the order: ${link}\n`;
  const html =
    body
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('') + `<p><a href="${escapeHtml(link)}">Open the order</a></p>`;
  return { subject, text, html };
}
