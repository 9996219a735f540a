import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.js';
import type { SystemMessenger } from './features/chat/chat.public.js';
import type { OrderNotifier } from './features/orders/order-notifier.js';
import { liveOrderNotifier } from './features/orders/order-notifier-live.js';
import { mailOutbox } from './integrations/email/mail-outbox.js';
import type { Mailer } from './integrations/email/mailer.js';
import type { RealtimeHub } from './realtime/realtime-hub.js';
import type { AppDeps } from './services.js';

/**
 * How order events reach people: the live notifier (or the one `deps` gives). The deadline job
 * may notify thousands after a downtime, so its notifier writes its e-mails to the outbox, which
 * a job sends (jobs/mail-outbox.ts).
 */
export function buildOrderNotices(
  app: FastifyInstance,
  deps: AppDeps,
  rest: { realtime: RealtimeHub; chat: SystemMessenger; now: Clock },
) {
  const { now, ...live } = rest;
  const noticesMailedBy = (sender: Mailer): OrderNotifier =>
    deps.orderNotifier ??
    liveOrderNotifier({
      db: deps.db,
      mailer: sender,
      publicUrl: deps.config.PUBLIC_URL,
      log: app.log,
      ...live,
    });
  const outbox = mailOutbox(deps.db, now);
  return {
    orderNotifier: noticesMailedBy(deps.mailer),
    deadlineNotifier: noticesMailedBy(outbox.mailer),
    mailOutbox: outbox,
  };
}
