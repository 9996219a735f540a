import { readerTime } from '../../../common/date-text.js';
import type { OrderEventName } from '../../../common/realtime.js';
import {
  autoAccepted,
  changeText,
  days,
  headlines,
  notesList,
  notesText,
  stars,
} from './order-notice-words.js';
import type { OrderNotice } from './order-notifier.js';
import type { NoticeOrder, NoticePerson } from './order-events.repository.js';

/** How a reader stands to an order: each reads the System notice written for them. */
type Role = 'client' | 'staff' | 'from' | 'to' | 'other';

function roleOf(order: NoticeOrder, event: OrderEventName, uid: string): Role {
  if (event.startsWith('passOff') && order.passOff) {
    if (uid === order.passOff.to?.id) return 'to';
    if (uid === order.passOff.from.id) return 'from';
  }
  if (uid === order.client.id) return 'client';
  if (uid === order.staff.id) return 'staff';
  return 'other';
}

/** What happened, told to one reader: "You ordered …" to the Partner, "Pat ordered …" to staff. */
function sentence(order: NoticeOrder, notice: OrderNotice, role: Role, due: string): string {
  const d = notice.detail ?? {};
  const what = order.is_revision ? 'revision' : order.type === 'Edit' ? 'video edit' : 'thumbnail';
  const client = order.client.name;
  const staff = order.staff.name;
  const from = order.passOff?.from.name ?? staff;
  const to = order.passOff?.to?.name ?? 'The new staff member';
  const reason = typeof d.reason === 'string' && d.reason !== '' ? ` Reason: ${d.reason}` : '';
  const answer = (state: unknown) => (state === 'Accepted' ? 'accepted' : 'declined');
  const pick = (texts: Partial<Record<Role, string>> & { other: string }) =>
    texts[role] ?? texts.other;
  switch (notice.event) {
    case 'placed':
      return pick({
        client: `You ordered a ${what} from ${staff}, due ${due}.`,
        staff: `${client} ordered a ${what} from you, due ${due}.`,
        other: `${client} ordered a ${what} from ${staff}, due ${due}.`,
      });
    case 'activated':
      return pick({
        client: `${staff} started work on your ${what}.`,
        staff: `You started work on the ${what} of ${client}.`,
        other: `${staff} started work on the ${what} of ${client}.`,
      });
    case 'moreTimeAsked':
      return pick({
        client:
          `${staff} asks for ${days(d.days)}.${reason}\n` +
          `Please accept or decline within 24 hours; without an answer it stays due ${due}.`,
        staff: `You asked ${client} for ${days(d.days)}.${reason} Without an answer within 24 hours it stays due ${due}.`,
        other: `${staff} asks ${client} for ${days(d.days)}.${reason}`,
      });
    case 'moreTimeAnswered':
      return pick({
        client: `You ${answer(d.state)} the request of ${staff} for ${days(d.days)}. It is due ${due}.`,
        staff: `${client} ${answer(d.state)} your request for ${days(d.days)}. It is due ${due}.`,
        other: `${client} ${answer(d.state)} the request of ${staff} for ${days(d.days)}. It is due ${due}.`,
      });
    case 'moreTimeExpired':
      return pick({
        client: `You did not answer the request of ${staff} for more time within 24 hours, so it stays due ${due}.`,
        staff: `${client} did not answer your request for more time within 24 hours, so it stays due ${due}.`,
        other: `The request of ${staff} for more time was not answered within 24 hours, so it stays due ${due}.`,
      });
    case 'fulfilled':
      return pick({
        client: `${staff} delivered your ${what}. Have a look, and ask for a revision if something should change.`,
        staff: `You delivered the ${what} of ${client}.`,
        other: `${staff} delivered the ${what} of ${client}.`,
      });
    case 'revisionAsked': {
      const change = changeText(d);
      return pick({
        client: `You asked ${staff} for a revision, due ${due}.${change}`,
        staff: `${client} asked you for a revision, due ${due}.${change}`,
        other: `${client} asked ${staff} for a revision, due ${due}.`,
      });
    }
    case 'accepted':
      if (d.auto === 'yes') return autoAccepted;
      return pick({
        client: `You accepted the ${what} of ${staff}${stars(d.stars)}.`,
        staff: `${client} accepted your ${what}${stars(d.stars)}.`,
        other: `${client} accepted the ${what} of ${staff}${stars(d.stars)}.`,
      });
    case 'passOffAsked':
      return pick({
        from: `You asked to pass off the ${what} of ${client}.${reason} An Admin chooses who takes it over.`,
        client: `${from} asked to pass off your ${what}; an Admin chooses who takes it over.`,
        other: `${from} asks to pass off the ${what} of ${client}.${reason}\nPlease choose who takes it over.`,
      });
    case 'passOffAssigned':
      return pick({
        to: `You were chosen to take over the ${what} of ${client} from ${from}. Accept or decline it in the Inbox.`,
        from: `${to} was chosen to take over the ${what} of ${client} from you.`,
        client: `${to} was chosen to take over your ${what} from ${from}.`,
        other: `${to} was chosen to take over the ${what} of ${client} from ${from}, and accepts or declines it in the Inbox.`,
      });
    case 'passOffAnswered': {
      const said = answer(d.state ?? order.passOff?.state);
      return pick({
        to: `You ${said} taking over the ${what} of ${client} from ${from}.`,
        from: `${to} ${said} taking over the ${what} of ${client} from you.`,
        client: `${to} ${said} taking over your ${what} from ${from}.`,
        other: `${to} ${said} taking over the ${what} of ${client} from ${from}.`,
      });
    }
    case 'cancelled':
      return pick({
        client: `${staff} did not deliver your ${what} by its due time (${due}), so it was cancelled. Any credit spent on it was refunded to you.`,
        staff: `You did not deliver the ${what} of ${client} by its due time (${due}), so it was cancelled and your rating was lowered.`,
        other: `${staff} did not deliver the ${what} of ${client} by its due time (${due}), so it was cancelled. Any credit spent on it was refunded to ${client}, and the rating of ${staff} was lowered.`,
      });
    case 'reviewNoted':
      return `New review notes on the ${what}: ${notesText(d)}.${notesList(d)}`;
  }
}

/**
 * The System chat message about one order event for one reader: the headline with the order's
 * title, then what happened from the reader's side, with times in the reader's time zone.
 */
export function orderChatTextFor(
  order: NoticeOrder,
  notice: OrderNotice,
  reader: Pick<NoticePerson, 'id' | 'timeZone'>,
): string {
  const due = readerTime(order.due_at, reader.timeZone);
  const role = roleOf(order, notice.event, reader.id);
  return `${headlines[notice.event]}: "${order.title}". ${sentence(order, notice, role, due)}`;
}
