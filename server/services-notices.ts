import type { FastifyInstance } from 'fastify';
import type { SystemMessenger } from './features/chat/chat.public.js';
import type { OrderNotifier } from './features/orders/order-notifier.js';
import { liveOrderNotifier } from './features/orders/order-notifier-live.js';
import { queuedMailer } from './integrations/email/mail-queue.js';
import type { Mailer } from './integrations/email/mailer.js';
import type { RealtimeHub } from './realtime/realtime-hub.js';
import type { AppDeps } from './services.js';

/**
 * How order events reach people: the live notifier (or the one `deps` gives). The deadline job
 * may notify thousands after a downtime, so its notifier queues its e-mails.
 */
export function buildOrderNotices(
  app: FastifyInstance,
  deps: AppDeps,
  rest: { realtime: RealtimeHub; chat: SystemMessenger },
) {
  const noticesMailedBy = (sender: Mailer): OrderNotifier =>
    deps.orderNotifier ??
    liveOrderNotifier({
      db: deps.db,
      mailer: sender,
      publicUrl: deps.config.PUBLIC_URL,
      log: app.log,
      ...rest,
    });
  const deadlineMail = queuedMailer(deps.mailer, app.log);
  app.addHook('onClose', () => deadlineMail.idle());
  return {
    orderNotifier: noticesMailedBy(deps.mailer),
    deadlineNotifier: noticesMailedBy(deadlineMail),
  };
}
