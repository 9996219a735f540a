import { readerTime } from '../../../common/date-text.js';
import { orderLimits } from '../../../common/limits.js';
import { dashboardPaths } from '../../../common/paths.js';
import type { OrderEventName } from '../../../common/realtime.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';
import type { OrderNotice } from './order-notifier.js';
import type { NoticeOrder } from './order-events.repository.js';

// Free text (a title, a name) must not break the subject onto a second line.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `3 more days`, `1 more day`: the days a request for more time asks for. */
export const days = (n: unknown) => `${String(n)} more day${n === 1 ? '' : 's'}`;

/** The headline of each order event, shared by its e-mail subject and its System notice. */
export const headlines: Record<OrderEventName, string> = {
  placed: 'New order',
  activated: 'Work started',
  moreTimeAsked: 'More time requested',
  moreTimeAnswered: 'More time answered',
  moreTimeExpired: 'More time request expired',
  fulfilled: 'Order delivered',
  revisionAsked: 'Revision requested',
  accepted: 'Delivery accepted',
  passOffAsked: 'Pass-off requested',
  passOffAssigned: 'Pass-off assigned',
  passOffAnswered: 'Pass-off answered',
  cancelled: 'Order cancelled',
  reviewNoted: 'New review notes',
};

/** ` and rated it 4 of 5 stars`, or nothing when the delivery was accepted without stars. */
export const stars = (n: unknown) =>
  typeof n === 'number' ? ` and rated it ${n} of 5 star${n === 1 ? '' : 's'}` : '';

/** What everyone reads when nobody answered a delivery for a week. */
export const autoAccepted = `Nobody reviewed this delivery for ${orderLimits.autoAcceptDays} days, so it was accepted automatically, without a rating.`;

/** The sentence that says what happened, from the order and the notice's particulars. */
function sentence(order: NoticeOrder, notice: OrderNotice, timeZone: string): string {
  // Due times as the reader's clock shows them, written as the app writes them.
  const when = (iso: string) => readerTime(iso, timeZone);
  const d = notice.detail ?? {};
  const what = order.is_revision ? 'revision' : order.type === 'Edit' ? 'video edit' : 'thumbnail';
  const title = `"${order.title}"`;
  const from = order.passOff?.from.name ?? order.staff.name;
  const to = order.passOff?.to?.name ?? 'The new staff member';
  const reason = typeof d.reason === 'string' && d.reason !== '' ? ` Reason: ${d.reason}` : '';
  switch (notice.event) {
    case 'placed':
      return `${order.client.name} ordered a ${what} ${title} from you. It is due ${when(order.due_at)}.`;
    case 'activated':
      return `${order.staff.name} started work on your ${what} ${title}.`;
    case 'moreTimeAsked':
      return (
        `${order.staff.name} asks for ${days(d.days)} on ${title}.${reason}\n` +
        'Please accept or decline within 24 hours; without an answer the original due time stands.'
      );
    case 'moreTimeAnswered':
      return `${order.client.name} ${d.state === 'Accepted' ? 'accepted' : 'declined'} your request for ${days(d.days)} on ${title}. It is due ${when(order.due_at)}.`;
    case 'moreTimeExpired':
      return `The request for more time on ${title} was not answered within 24 hours, so the original due time stands: ${when(order.due_at)}.`;
    case 'fulfilled':
      return `${order.staff.name} delivered your ${what} ${title}. Have a look, and ask for a revision if something should change.`;
    case 'revisionAsked':
      return `${order.client.name} asked for a revision of ${title}. It is due ${when(order.due_at)}.${changeText(d)}`;
    case 'accepted':
      if (d.auto === 'yes') return autoAccepted;
      return `${order.client.name} accepted your delivery of ${title}${stars(d.stars)}.`;
    case 'passOffAsked':
      return `${from} asks to pass off the ${what} ${title} of ${order.client.name}.${reason}\nPlease choose who takes it over.`;
    case 'passOffAssigned':
      return `${to} was chosen to take over the ${what} ${title} of ${order.client.name} from ${from}, and accepts or declines it in the Inbox.`;
    case 'passOffAnswered':
      return `${to} ${(d.state ?? order.passOff?.state) === 'Accepted' ? 'accepted' : 'declined'} taking over the ${what} ${title} from ${from}.`;
    case 'cancelled':
      return `The ${what} ${title} was not delivered by its due time (${when(order.due_at)}) and was cancelled. Any credit spent on it was refunded to ${order.client.name}, and the rating of ${order.staff.name} was lowered.`;
    case 'reviewNoted':
      return `New notes on ${title}: ${notesText(d)}.${notesList(d)}\nOpen the review to read them.`;
  }
}

/** What a revision asks to change: its message, then the review notes sent with it, if any. */
export function changeText(d: Record<string, string | number | null>): string {
  const message =
    typeof d.message === 'string' && d.message !== '' ? `\nWhat to change: ${d.message}` : '';
  const n = typeof d.notes === 'number' ? d.notes : 0;
  if (n === 0) return message;
  return `${message}\nWith ${n === 1 ? 'a review note' : `${n} review notes`}:${notesList(d)}`;
}

/** `2 notes by Pat Partner`: the digest of notes a notice reports. */
export function notesText(d: Record<string, string | number | null>): string {
  const n = typeof d.notes === 'number' ? d.notes : 1;
  const by = typeof d.by === 'string' ? ` by ${d.by}` : '';
  return `${n === 1 ? 'a note' : `${n} notes`}${by}`;
}

/** The digest's lines (timecode and first words of each note) on lines of their own, if any. */
export function notesList(d: Record<string, string | number | null>): string {
  return typeof d.list === 'string' && d.list !== '' ? `\n${d.list}` : '';
}

/** The app path of an order in the Inbox, where e-mails and System messages link to. */
export function orderPath(orderId: string): string {
  return dashboardPaths.inbox({ active: orderId });
}

/**
 * The e-mail about one order event for a reader in `timeZone`: a short plain text and the link to
 * the order in the Inbox.
 */
export function orderEmail(
  order: NoticeOrder,
  notice: OrderNotice,
  publicUrl: string,
  timeZone = 'UTC',
) {
  const link = `${publicUrl}${orderPath(order.id)}`;
  const subject = `${headlines[notice.event]}: ${oneLine(order.title)}`;
  const body = sentence(order, notice, timeZone);
  const text = `${body}\n\nOpen the order: ${link}\n`;
  const html =
    body
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('') + `<p><a href="${escapeHtml(link)}">Open the order</a></p>`;
  return { subject, text, html };
}
