import type { FastifyInstance } from 'fastify';
import { chatRoutes as routes } from '../../../common/api/chat.js';
import { chatNotificationRoutes as notify } from '../../../common/api/chat-notifications.js';
import { supportReplyRoutes as replies } from '../../../common/api/support-replies.js';
import { supportSearchRoutes as search } from '../../../common/api/support-search.js';
import type { Services } from '../../services.js';

/**
 * The chat's HTTP routes: history (docs/product.md §7), catch-up, chat state, read marks, the
 * Admins' Support inbox with its saved replies, the reply time customers read, and notification
 * preferences with the digest's unsubscribe.
 */
export async function register(
  app: FastifyInstance,
  services: Pick<Services, 'chat' | 'jwtKey' | 'systemNotices'>,
): Promise<void> {
  const service = services.chat;
  app.contract(notify.settings, ({ principal }) => service.notifications(principal));
  app.contract(notify.updateSettings, ({ principal, body }) =>
    service.updateNotifications(principal, body),
  );
  app.contract(notify.mute, ({ principal, body }) => service.mute(principal, body));
  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form;
  // the token in the address is all that counts, so this route alone takes (and ignores) forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    scope.contract(notify.unsubscribe, async ({ query }) => {
      await service.unsubscribe(services.jwtKey, query.token);
      return { ok: true as const };
    });
  });
  app.contract(routes.history, ({ principal, query }) => service.history(principal, query));
  app.contract(routes.missed, ({ principal, query }) => service.missed(principal, query));
  app.contract(routes.state, ({ principal, query }) => service.state(principal, query));
  app.contract(routes.read, async ({ principal, body }) => {
    await service.markRead(principal, body);
    return { ok: true as const };
  });
  app.contract(routes.supportInbox, ({ principal }) => service.supportInbox(principal));
  app.contract(routes.updateSupportThread, ({ principal, body }) =>
    service.updateSupportThread(principal, body, services.systemNotices),
  );
  app.contract(routes.supportNotes, ({ principal, query }) =>
    service.supportNotes(principal, query),
  );
  app.contract(routes.addSupportNote, ({ principal, body }) =>
    service.addSupportNote(principal, body),
  );
  const saved = service.savedReplies;
  app.contract(replies.savedReplies, ({ principal }) => saved.list(principal));
  app.contract(replies.createSavedReply, ({ principal, body }) => saved.create(principal, body));
  app.contract(replies.updateSavedReply, ({ principal, params, body }) =>
    saved.update(principal, params.id, body),
  );
  app.contract(replies.deleteSavedReply, async ({ principal, params }) => {
    await saved.remove(principal, params.id);
    return { ok: true as const };
  });
  app.contract(replies.replyTime, () => service.replyTime());
  app.contract(search.search, ({ principal, query }) => service.searchSupport(principal, query));
  app.contract(search.tags, ({ principal, query }) => service.supportTags(principal, query));
  app.contract(search.setTags, ({ principal, body }) => service.setSupportTags(principal, body));
}
