import type { FastifyInstance } from 'fastify';
import { chatRoutes as routes } from '../../../common/api/chat.js';
import { mountContract } from '../../http/contract-route.js';
import type { ChatService } from './chat.service.js';

/** The chat's HTTP routes: history (SPEC §7), catch-up, chat state and read marks. */
export function chatRoutes(
  app: FastifyInstance,
  deps: { service: ChatService; jwtKey: Uint8Array },
): void {
  const { service, jwtKey } = deps;
  mountContract(app, jwtKey, routes.history, ({ principal, query }) =>
    service.history(principal, query),
  );
  mountContract(app, jwtKey, routes.missed, ({ principal, query }) =>
    service.missed(principal, query),
  );
  mountContract(app, jwtKey, routes.state, ({ principal, query }) =>
    service.state(principal, query),
  );
  mountContract(app, jwtKey, routes.read, async ({ principal, body }) => {
    await service.markRead(principal, body);
    return { ok: true as const };
  });
}
