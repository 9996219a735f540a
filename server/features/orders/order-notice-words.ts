import { orderLimits } from '../../../common/limits.js';
import { dashboardPaths } from '../../../common/paths.js';
import type { OrderEventName } from '../../../common/realtime.js';

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
