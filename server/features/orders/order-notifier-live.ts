import type { Kysely } from 'kysely';
import type { OrderEventName } from '../../../common/realtime.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import { reviewRoom, type RealtimeHub } from '../../realtime/realtime-hub.js';
import type { SystemMessenger } from '../chat/chat.public.js';
import { orderChatTextFor } from './order-chat-text.js';
import { orderEmail } from './order-email.js';
import { orderPath } from './order-notice-words.js';
import {
  orderEventsRepository,
  type NoticeOrder,
  type NoticePerson,
} from './order-events.repository.js';
import type { OrderNotifier } from './order-notifier.js';

/** Where the notifier reports what failed. */
export type NotifierLog = { error(obj: object, msg: string): void };

type Audience = 'client' | 'staff' | 'oldStaff' | 'newStaff' | 'admins';

/** Who is e-mailed about each event: the side that did not act, or everyone concerned. */
export const noticeAudience: Record<OrderEventName, readonly Audience[]> = {
  placed: ['staff'],
  activated: ['client'],
  moreTimeAsked: ['client'],
  moreTimeAnswered: ['staff'],
  moreTimeExpired: ['client', 'staff'],
  fulfilled: ['client'],
  revisionAsked: ['staff'],
  accepted: ['staff'],
  passOffAsked: ['admins'],
  passOffAssigned: ['newStaff', 'oldStaff'],
  passOffAnswered: ['oldStaff', 'admins'],
  // Only the deadline job cancels: a missed deadline is the Admins' business too.
  cancelled: ['client', 'staff', 'admins'],
  // The notes' author is left out as the actor: the other side hears of them.
  reviewNoted: ['client', 'staff'],
};

/**
 * The order notifier of a running server: records each event in order_events, e-mails the people
 * of noticeAudience with a link to the order, and pushes `orderUpdated` to everyone on the order
 * (Partner, staff, both staff members of a pass-off) and to whoever was e-mailed, so their open
 * pages refetch. With `chat`, the same people get a System chat message linking to the order.
 * Never throws: each step's failure is logged and the others still happen.
 */
export function liveOrderNotifier(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  realtime: RealtimeHub;
  publicUrl: string;
  log: NotifierLog;
  /** Posts System chat messages (the chat feature); none without it. */
  chat?: SystemMessenger;
}): OrderNotifier {
  const { mailer, realtime, publicUrl, log, chat } = deps;
  const repo = orderEventsRepository(deps.db);

  async function audience(order: NoticeOrder, event: OrderEventName): Promise<NoticePerson[]> {
    const people: NoticePerson[] = [];
    for (const who of noticeAudience[event]) {
      if (who === 'client') people.push(order.client);
      if (who === 'staff') people.push(order.staff);
      if (who === 'oldStaff') people.push(order.passOff?.from ?? order.staff);
      if (who === 'newStaff' && order.passOff?.to) people.push(order.passOff.to);
      if (who === 'admins') people.push(...(await repo.admins()));
    }
    return [...new Map(people.map((p) => [p.id, p])).values()];
  }

  return {
    async notify(notice) {
      try {
        await repo.insert({
          request_id: notice.orderId,
          event: notice.event,
          actor_id: notice.actorId,
          detail: notice.detail ? JSON.stringify(notice.detail) : null,
          created_at: notice.at,
        });
      } catch (err) {
        log.error({ err, notice }, 'recording an order event failed');
      }
      try {
        const order = await repo.findOrder(notice.orderId);
        if (!order) return;
        const recipients = await audience(order, notice.event);
        // Nobody needs an e-mail about what they did themselves.
        const mailed = recipients.filter((p) => p.id !== notice.actorId);
        const results = await Promise.allSettled(
          mailed.map((p) =>
            mailer.send({ to: p.email, ...orderEmail(order, notice, publicUrl, p) }),
          ),
        );
        results.forEach((r, i) => {
          if (r.status === 'rejected')
            log.error(
              { err: r.reason, orderId: order.id, to: mailed[i]?.id },
              'e-mailing an order notice failed',
            );
        });
        const onOrder = [order.client, order.staff, order.passOff?.from, order.passOff?.to];
        const readers = [
          ...new Map(
            [...onOrder, ...recipients]
              .filter((p): p is NoticePerson => p != null)
              .map((p) => [p.id, p]),
          ).values(),
        ];
        const uids = readers.map((p) => p.id);
        realtime.toUsers(uids, 'orderUpdated', {
          requestId: order.id,
          event: notice.event,
          at: notice.at,
        });
        // A delivered revision is a new version in the review of every order of its chain:
        // whoever has one of them open (an Admin too) refetches it.
        if (notice.event === 'fulfilled' && order.is_revision)
          realtime.toUsersAndRooms(
            { uids: [], rooms: (await repo.chainOf(order.id)).map(reviewRoom) },
            'reviewUpdated',
            { requestId: order.id, noteId: null, change: 'version', at: notice.at },
          );
        if (chat)
          // Keyed by the event, so a notice sent again is stored once.
          await chat
            .post({
              readers: readers.map((p) => ({
                uid: p.id,
                body: orderChatTextFor(order, notice, p),
                // "You delivered…": one's own action is no news to read.
                seen: p.id === notice.actorId,
              })),
              key: `order:${order.id}:${notice.event}:${notice.at}`,
              link: orderPath(order.id),
            })
            .catch((err: unknown) =>
              log.error({ err, orderId: order.id }, 'posting an order notice to chat failed'),
            );
      } catch (err) {
        log.error({ err, notice }, 'sending an order notice failed');
      }
    },
  };
}
